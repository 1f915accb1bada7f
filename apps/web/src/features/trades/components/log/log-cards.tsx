import { memo } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { LogRow } from '../../api/trade-log';
import { capitalised, formatInstant } from '../../lib/log-format';
import { logCell, SampleBadge, type CellContext } from './log-cell';
import type { LogTableProps } from './log-table';
import { useLogWindow } from './use-log-window';

export const CARD_HEIGHT = 76;

const CARD_CHECKBOX =
  'size-5 shrink-0 cursor-pointer rounded-[4px] accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface CardProps {
  row: LogRow;
  index: number;
  selected: boolean;
  active: boolean;
  context: CellContext;
  onToggle: (id: string) => void;
}

/** One trade on a phone: what, when and the money on the first line; side, status, R and result below. */
const LogCard = memo(function LogCard({ row, index, selected, active, context, onToggle }: CardProps) {
  const opened = row.opened_at === null ? 'Not opened' : formatInstant(row.opened_at, context.zone);
  return (
    <li
      aria-posinset={index + 1}
      data-testid="trade-card"
      data-active={active || undefined}
      style={{ height: CARD_HEIGHT }}
      className={cn(
        'flex items-center gap-3 border-b px-3',
        selected && 'bg-primary/5',
        active && 'outline-2 -outline-offset-2 outline-ring',
      )}
    >
      <input
        type="checkbox"
        className={CARD_CHECKBOX}
        aria-label={`Select ${row.symbol} ${row.opened_at === null ? 'not opened' : `opened ${opened}`}`}
        checked={selected}
        onChange={() => onToggle(row.id)}
      />
      <Link
        to={`/trades/${row.id}`}
        className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 rounded-sm py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-medium" data-testid="trade-card-symbol">
            {row.symbol}
          </span>
          <span className="text-xs text-muted-foreground">{capitalised(row.side)}</span>
          {row.is_sample && <SampleBadge />}
        </span>
        <span className="text-right font-medium tabular-nums" data-testid="trade-card-net">
          {logCell('net', row, context)}
        </span>
        <span className="truncate text-xs text-muted-foreground tabular-nums">
          {opened} · {capitalised(row.status)}
        </span>
        <span className="flex items-center justify-end gap-2 text-xs tabular-nums">
          <span data-testid="trade-card-r">{logCell('r', row, context)}</span>
          <span data-testid="trade-card-result">{logCell('result', row, context)}</span>
        </span>
      </Link>
    </li>
  );
});

/**
 * The log below 768 px: one card per trade with the money and the result always in view, drawn
 * only around the visible window like the table.
 */
export function LogCards(props: LogTableProps) {
  const { rowAt, count, selected, hidden, active, context } = props;
  const { scrollRef, items, before, after } = useLogWindow(props, CARD_HEIGHT, 8);

  return (
    <div
      ref={scrollRef}
      className="max-h-[max(24rem,calc(100dvh-14rem))] overflow-auto rounded-lg border"
      data-testid="trade-log-scroller"
    >
      <ul aria-label="Trades" aria-setsize={count} data-shown={props.shownKey} data-testid="trade-cards">
        {before > 0 && <li aria-hidden style={{ height: before }} />}
        {items.map((item) => {
          const row = rowAt(item.index);
          if (!row)
            return (
              <li
                key={`loading-${item.index}`}
                aria-hidden
                style={{ height: CARD_HEIGHT }}
                className="px-3 py-3"
              >
                <Skeleton className="h-full w-full" />
              </li>
            );
          if (hidden.has(row.id)) return <li key={row.id} hidden />;
          return (
            <LogCard
              key={row.id}
              row={row}
              index={item.index}
              selected={selected.has(row.id)}
              active={active === item.index}
              context={context}
              onToggle={props.onToggle}
            />
          );
        })}
        {after > 0 && <li aria-hidden style={{ height: after }} />}
      </ul>
    </div>
  );
}
