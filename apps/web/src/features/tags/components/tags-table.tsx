import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { MetricHelp } from '@/features/analytics';
import { cn } from '@/lib/utils';
import { GROUP_LABELS } from '../lib/tag-form';
import { ariaSortOf, type TagSort, type TagSortColumn } from '../lib/tag-rows';
import { TagActions, TagFigure, TagLink, type TagListProps } from './tag-parts';

type FigureColumn = 'tradeCount' | 'winRatePct' | 'netPnl' | 'expectancy' | 'averageR';

/** The figure columns, their header and the engine's metric whose definition the header explains. */
const FIGURES: { column: FigureColumn; label: string; metric: string }[] = [
  { column: 'tradeCount', label: 'Trades', metric: 'tradeCount' },
  { column: 'winRatePct', label: 'Win rate', metric: 'winRatePct' },
  { column: 'netPnl', label: 'Net P&L', metric: 'netPnl' },
  { column: 'expectancy', label: 'Expectancy', metric: 'expectancy' },
  { column: 'averageR', label: 'Average R', metric: 'expectancyR' },
];

function SortHeader({
  column,
  label,
  numeric,
  sort,
  onSort,
  metric,
}: {
  column: TagSortColumn;
  label: string;
  numeric: boolean;
  sort: TagSort | null;
  onSort: (column: TagSortColumn) => void;
  metric?: string;
}) {
  const state = ariaSortOf(sort, column);
  const Icon = state === 'ascending' ? ArrowUpIcon : state === 'descending' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={state}
      className={cn(
        'px-2 py-2 font-medium whitespace-nowrap text-muted-foreground',
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
          <Icon aria-hidden className={cn('size-3.5 shrink-0', state === 'none' && 'opacity-40')} />
        </button>
        {metric && <MetricHelp metric={metric} />}
      </span>
    </th>
  );
}

/** The tags on a wide screen: one sortable row each, its name a link to its trades. */
export function TagsTable({
  rows,
  currency,
  figuresPending,
  onAction,
  sort,
  onSort,
}: TagListProps & { sort: TagSort | null; onSort: (column: TagSortColumn) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] text-sm" data-testid="tags-table">
        <caption className="sr-only">
          Your tags with the figures of their closed trades in the period{currency ? `, in ${currency}` : ''}.
          Column headers sort the table.
        </caption>
        <thead className="border-b bg-muted/40">
          <tr>
            <SortHeader column="name" label="Tag" numeric={false} sort={sort} onSort={onSort} />
            <SortHeader column="group" label="Group" numeric={false} sort={sort} onSort={onSort} />
            {FIGURES.map((figure) => (
              <SortHeader
                key={figure.column}
                column={figure.column}
                label={figure.label}
                metric={figure.metric}
                numeric
                sort={sort}
                onSort={onSort}
              />
            ))}
            <th scope="col" className="w-10 px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="tag-row"
              data-tag={row.name}
              className="border-b last:border-b-0 hover:bg-muted/30"
            >
              <th scope="row" className="max-w-64 px-3 py-2 text-left font-normal">
                <TagLink tag={row} />
              </th>
              <td className="px-3 py-2 text-muted-foreground" data-testid="tag-group">
                {GROUP_LABELS[row.group]}
              </td>
              {FIGURES.map((figure) => (
                <td key={figure.column} className="px-3 py-2 text-right" data-column={figure.column}>
                  <TagFigure row={row} column={figure.column} currency={currency} pending={figuresPending} />
                </td>
              ))}
              <td className="px-2 py-1 text-right">
                <TagActions tag={row} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tags on a phone: one card each with the same figures and actions. */
export function TagCards({ rows, currency, figuresPending, onAction }: TagListProps) {
  return (
    <ul className="grid gap-3" aria-label="Tags" data-testid="tag-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <article className="grid gap-2 rounded-lg border p-3" data-testid="tag-card" data-tag={row.name}>
            <header className="flex items-center justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <TagLink tag={row} />
                <span className="text-xs text-muted-foreground">{GROUP_LABELS[row.group]}</span>
              </div>
              <TagActions tag={row} onAction={onAction} />
            </header>
            <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 text-sm">
              {FIGURES.map((figure) => (
                <div key={figure.column} className="contents" data-column={figure.column}>
                  <dt className="text-muted-foreground">{figure.label}</dt>
                  <dd className="text-right">
                    <TagFigure
                      row={row}
                      column={figure.column}
                      currency={currency}
                      pending={figuresPending}
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
