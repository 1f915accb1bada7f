import type { SummaryStatistics } from '@edgelog/core';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { missingReason } from '../../lib/performance-statistics';
import {
  BREAKDOWN_COLUMNS,
  ariaSort,
  figure,
  type NumericColumn,
  type ReportRow,
  type SortColumn,
  type TableSort,
} from '../../lib/reports-table';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

// Figures that are a gain or a loss: written with their sign and label.
const SIGNED: ReadonlySet<string> = new Set([
  'netPnl',
  'expectancy',
  'expectancyR',
  'avgWin',
  'avgLoss',
  'largestWin',
  'largestLoss',
]);

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const Icon = state === 'ascending' ? ArrowUpIcon : state === 'descending' ? ArrowDownIcon : ArrowUpDownIcon;
  return <Icon aria-hidden className={cn('size-3.5 shrink-0', state === 'none' && 'opacity-40')} />;
}

function SortHeader({
  column,
  label,
  numeric,
  sort,
  onSort,
  metric,
}: {
  column: SortColumn;
  label: string;
  numeric: boolean;
  sort: TableSort | null;
  onSort: (column: SortColumn) => void;
  metric?: string;
}) {
  const state = ariaSort(sort, column);
  return (
    <th
      scope="col"
      aria-sort={state}
      className={cn(
        'sticky top-0 z-10 bg-card px-2 py-2 font-medium whitespace-nowrap text-muted-foreground',
        numeric ? 'text-right' : 'text-left',
      )}
    >
      <span className={cn('inline-flex items-center gap-0.5', numeric && 'flex-row-reverse')}>
        <button
          type="button"
          onClick={() => onSort(column)}
          className="inline-flex items-center gap-1 rounded-sm px-1 py-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {label}
          <SortIcon state={state} />
        </button>
        {metric && <MetricHelp metric={metric} className="print:hidden" />}
      </span>
    </th>
  );
}

function FigureCell({
  column,
  statistics,
  currency,
}: {
  column: NumericColumn;
  statistics: SummaryStatistics;
  currency: string;
}) {
  const value = figure(statistics, column.id);
  return (
    <td className="px-2 py-1.5 text-right">
      <MetricValue
        value={value}
        kind={column.unit}
        currency={currency}
        signed={SIGNED.has(column.id)}
        metric={column.id}
        reason={value === null ? missingReason(column.id, statistics) : undefined}
      />
    </td>
  );
}

/**
 * A breakdown as a table: one row per key, the figures the trader compares keys by, sortable by
 * any column, with the totals of every trade of the filter underneath (a trade with two tags is in
 * two tag rows but once in the totals).
 */
export function BreakdownTable({
  keyHeader,
  rows,
  totals,
  currency,
  sort,
  onSort,
  caption,
}: {
  keyHeader: string;
  rows: readonly ReportRow[];
  totals: SummaryStatistics | null;
  currency: string;
  sort: TableSort | null;
  onSort: (column: SortColumn) => void;
  caption: string;
}) {
  return (
    <div
      className="relative max-h-[36rem] overflow-auto rounded-md border print:max-h-none print:overflow-visible"
      data-report-table
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          <tr>
            <SortHeader column="label" label={keyHeader} numeric={false} sort={sort} onSort={onSort} />
            {BREAKDOWN_COLUMNS.map((column) => (
              <SortHeader
                key={column.id}
                column={column.id}
                label={column.header}
                numeric
                sort={sort}
                onSort={onSort}
                metric={column.id}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-key={row.key}
              className="border-b last:border-b-0 hover:bg-muted/40 print:break-inside-avoid"
            >
              <th
                scope="row"
                className="max-w-56 truncate px-2 py-1.5 text-left font-medium"
                title={row.label}
              >
                {row.label}
              </th>
              {BREAKDOWN_COLUMNS.map((column) => (
                <FigureCell key={column.id} column={column} statistics={row.statistics} currency={currency} />
              ))}
            </tr>
          ))}
        </tbody>
        {totals !== null && (
          <tfoot className="border-t-2 bg-muted/30 font-semibold">
            <tr data-total>
              <th scope="row" className="px-2 py-1.5 text-left">
                Total
              </th>
              {BREAKDOWN_COLUMNS.map((column) => (
                <FigureCell key={column.id} column={column} statistics={totals} currency={currency} />
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
