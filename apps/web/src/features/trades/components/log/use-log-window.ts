import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { LOG_PAGE_SIZE } from '../../api/trade-log';
import type { LogTableProps } from './log-table';

/**
 * The log's rows drawn only around the visible window, whether as table rows or as cards: a fixed
 * size per row (none for a trade waiting for its delete), the view's pages reported as they come
 * into sight, a new view starting at the top, and the spacers that stand for the rows not drawn.
 */
export function useLogWindow(props: LogTableProps, rowSize: number, overscan: number) {
  const { rowAt, count, hidden, onPagesInView } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    // Trades waiting for their delete to run take no room.
    estimateSize: (index) => {
      const row = rowAt(index);
      return row && hidden.has(row.id) ? 0 : rowSize;
    },
    overscan,
  });
  useImperativeHandle(props.handle, () => ({
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  }));
  useEffect(() => virtualizer.measure(), [hidden, virtualizer]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [props.viewKey]);
  const items = virtualizer.getVirtualItems();
  const firstPage = Math.floor((items[0]?.index ?? 0) / LOG_PAGE_SIZE);
  const lastPage = Math.floor((items[items.length - 1]?.index ?? 0) / LOG_PAGE_SIZE);
  useEffect(() => onPagesInView(firstPage, lastPage), [firstPage, lastPage, onPagesInView]);

  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  return { scrollRef, items, before, after };
}
