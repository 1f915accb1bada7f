import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useState, type Ref, type RefObject } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { LogRow } from '../../api/trade-log';
import type { LogColumn, LogColumnId } from '../../lib/log-columns';
import { formatInstant, formatMoney, formatR } from '../../lib/log-format';
import type { LogSort } from '../../lib/log-params';
import { winRate, type LogTotals } from '../../lib/log-totals';
import { fitColumns } from './fit-columns';
import { logCell, SampleBadge, type CellContext } from './log-cell';
import { useLogWindow } from './use-log-window';
import { formatCount } from '../../lib/log-format';

export const ROW_HEIGHT = 36;

const CHECKBOX_REM = 2.75;

// Net P&L stays at the right edge when the trader's columns still scroll sideways.
const STICKY_NET = 'sticky right-0 z-[1] shadow-[-1px_0_0_var(--color-border)]';

// The browser's own checkbox in the theme's colour: hundreds of rows stream in while scrolling,
// and a native control costs a fraction of a composed one.
const ROW_CHECKBOX =
  'size-4 cursor-pointer rounded-[4px] accent-primary align-middle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export interface LogTableHandle {
  scrollToIndex: (index: number) => void;
}

export interface LogTableProps {
  handle: Ref<LogTableHandle>;
  /** Changes with the filters and sort: a new view starts at the top. */
  viewKey: string;
  /** The pages under the visible window, reported when they change (not on every scrolled row). */
  onPagesInView: (first: number, last: number) => void;
  columns: readonly LogColumn[];
  rowAt: (index: number) => LogRow | undefined;
  count: number;
  sort: LogSort;
  onSort: (column: LogColumnId) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects (or clears) every loaded row. */
  onToggleAll: (select: boolean) => void;
  allSelected: boolean;
  hidden: ReadonlySet<string>;
  active: number;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
  context: CellContext;
  totals: LogTotals | undefined;
  /** The view the rows on screen belong to ('' while a new one loads): for tests and the bench. */
  shownKey: string;
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: LogColumn;
  sort: LogSort;
  onSort: LogTableProps['onSort'];
}) {
  const sorted = sort.column === column.id;
  const label = column.label;
  if (column.sortBy === null) return <span>{label}</span>;
  const Arrow = sort.ascending ? ArrowUpIcon : ArrowDownIcon;
  return (
    <button
      type="button"
      onClick={() => onSort(column.id)}
      className={cn(
        'inline-flex w-full items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        column.numeric && 'justify-end',
        sorted && 'text-foreground',
      )}
    >
      {label}
      {sorted ? <Arrow aria-hidden className="size-3.5" /> : <span aria-hidden className="size-3.5" />}
    </button>
  );
}

function totalsCell(id: LogColumnId, totals: LogTotals) {
  switch (id) {
    case 'symbol':
      return `${formatCount(totals.trades)} trades`;
    case 'net':
      return totals.net.length === 1 && totals.net[0]
        ? formatMoney(totals.net[0].amount, totals.net[0].currency)
        : totals.net.length > 1
          ? 'Mixed'
          : '—';
    case 'r':
      return formatR(totals.r);
    case 'result': {
      const rate = winRate(totals);
      return rate === null ? '—' : `${rate} won`;
    }
    default:
      return null;
  }
}

interface RowProps {
  row: LogRow;
  index: number;
  columns: readonly LogColumn[];
  selected: boolean;
  active: boolean;
  hidden: boolean;
  context: CellContext;
  onToggle: (id: string) => void;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
}

/** One trade; memoised, so scrolling draws only the rows that come into view. */
const LogRowView = memo(function LogRowView({
  row,
  index,
  columns,
  selected,
  active,
  hidden,
  context,
  onToggle,
  onActivate,
  onOpen,
}: RowProps) {
  const opened =
    row.opened_at === null ? 'not opened' : `opened ${formatInstant(row.opened_at, context.zone)}`;
  return (
    <tr
      hidden={hidden}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-testid="trade-row"
      data-active={active || undefined}
      data-sample={row.is_sample || undefined}
      onClick={() => onActivate(index)}
      onDoubleClick={() => onOpen(row.id)}
      style={{ height: ROW_HEIGHT }}
      className={cn(
        'cursor-default hover:bg-muted/40',
        selected && 'bg-primary/5',
        active && 'outline-2 -outline-offset-2 outline-ring',
      )}
    >
      <td className="border-b px-3">
        <input
          type="checkbox"
          className={ROW_CHECKBOX}
          aria-label={`Select ${row.symbol} ${opened}`}
          checked={selected}
          onChange={() => onToggle(row.id)}
          onClick={(event) => event.stopPropagation()}
        />
      </td>
      {columns.map((column) =>
        column.id === 'symbol' ? (
          <th
            key={column.id}
            scope="row"
            className="truncate border-b px-3 text-left font-medium whitespace-nowrap"
          >
            <Link to={`/trades/${row.id}`} className="hover:underline" tabIndex={active ? 0 : -1}>
              {row.symbol}
            </Link>
            {row.is_sample && <SampleBadge className="ml-1.5" />}
          </th>
        ) : (
          <td
            key={column.id}
            className={cn(
              'truncate border-b px-3 whitespace-nowrap',
              column.numeric && 'text-right tabular-nums',
              column.id === 'net' && STICKY_NET,
              column.id === 'net' && 'bg-background',
            )}
          >
            {logCell(column.id, row, context)}
          </td>
        ),
      )}
    </tr>
  );
});

/**
 * The log's table: sticky header and totals, rows drawn only around the visible window (the
 * journal may hold 100k trades), a fixed row height so the scrollbar is the whole view.
 */
export function LogTable(props: LogTableProps) {
  const { rowAt, count, sort, selected, hidden, active, context, totals } = props;
  const { scrollRef, items, before, after } = useLogWindow(props, ROW_HEIGHT, 12);
  const widthRem = useWidthRem(scrollRef);
  // Columns that do not fit step aside by priority, so money and the result are never off-screen.
  // A rem of slack: borders and a scrollbar coming or going must not tip the last column out.
  const fitted = useMemo(
    () => fitColumns(props.columns, widthRem === 0 ? 0 : widthRem - 1, CHECKBOX_REM),
    [props.columns, widthRem],
  );
  const columns = fitted.shown;
  const span = columns.length + 1;
  return (
    <div className="grid gap-1.5">
      <div
        ref={scrollRef}
        className="relative max-h-[max(24rem,calc(100dvh-19rem))] overflow-auto rounded-lg border [contain:layout_paint]"
        data-testid="trade-log-scroller"
      >
        <table
          className="min-w-full table-fixed border-separate border-spacing-0 text-sm"
          // The columns' own widths, not their content's: a long option symbol must not widen the
          // table past the room the fitting left it.
          style={{ width: `${columns.reduce((sum, column) => sum + column.width, CHECKBOX_REM)}rem` }}
          aria-label="Trades"
          aria-rowcount={count + 2}
          data-shown={props.shownKey}
        >
          <colgroup>
            <col style={{ width: `${CHECKBOX_REM}rem` }} />
            {columns.map((column) => (
              <col key={column.id} style={{ width: `${column.width}rem` }} />
            ))}
          </colgroup>
          <thead className="sticky top-0 z-10 bg-muted text-xs text-muted-foreground">
            <tr aria-rowindex={1}>
              <th scope="col" className="border-b px-3 py-2">
                <input
                  type="checkbox"
                  className={ROW_CHECKBOX}
                  aria-label="Select all loaded trades"
                  checked={props.allSelected}
                  onChange={(event) => props.onToggleAll(event.target.checked)}
                />
              </th>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    sort.column === column.id ? (sort.ascending ? 'ascending' : 'descending') : undefined
                  }
                  className={cn(
                    'border-b px-3 py-2 font-medium',
                    column.numeric ? 'text-right' : 'text-left',
                    column.id === 'net' && STICKY_NET,
                    column.id === 'net' && 'bg-muted',
                  )}
                >
                  <SortHeader column={column} sort={sort} onSort={props.onSort} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && (
              <tr aria-hidden>
                <td colSpan={span} style={{ height: before }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rowAt(item.index);
              if (!row)
                return (
                  <tr key={`loading-${item.index}`} style={{ height: ROW_HEIGHT }} aria-hidden>
                    <td colSpan={span} className="px-3">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  </tr>
                );
              return (
                <LogRowView
                  key={row.id}
                  row={row}
                  index={item.index}
                  columns={columns}
                  selected={selected.has(row.id)}
                  active={active === item.index}
                  hidden={hidden.has(row.id)}
                  context={context}
                  onToggle={props.onToggle}
                  onActivate={props.onActivate}
                  onOpen={props.onOpen}
                />
              );
            })}
            {after > 0 && (
              <tr aria-hidden>
                <td colSpan={span} style={{ height: after }} />
              </tr>
            )}
          </tbody>
          {totals && (
            <tfoot
              className="sticky bottom-0 z-10 bg-muted text-xs font-medium"
              data-testid="trade-log-totals-row"
            >
              <tr aria-rowindex={count + 2}>
                <td className="border-t px-3 py-2">
                  <span className="sr-only">Totals</span>
                </td>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      'truncate border-t px-3 py-2 whitespace-nowrap',
                      column.numeric && 'text-right tabular-nums',
                      column.id === 'net' && STICKY_NET,
                      column.id === 'net' && 'bg-muted',
                    )}
                  >
                    {totalsCell(column.id, totals)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {fitted.left.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="log-columns-left-out">
          {listed(fitted.left.map((column) => column.label))} {fitted.left.length === 1 ? 'is' : 'are'} left
          out to fit this width; a wider window or fewer columns shows{' '}
          {fitted.left.length === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  );
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The element's inner width in rem, kept current as it resizes (0 until measured). */
function useWidthRem(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      // Whole rem steps: a scrollbar appearing must not make the columns jump back and forth.
      setWidth(Math.floor(element.clientWidth / rem));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
