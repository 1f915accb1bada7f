import type { TagInfo, TradeListItem } from '@edgelog/core';
import { AlertTriangleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { formatDay } from '../../lib/performance-dates';
import { lossRows, mistakeTally } from '../../lib/risk-losses';
import { MetricValue } from '../metrics/metric-value';

const GROUP_LABELS: Record<string, string> = {
  mistake: 'Mistakes',
  emotion: 'Emotions',
  setup: 'Setups',
  custom: 'Tags',
};

/** The worst trades with their tags grouped, mistakes highlighted; each opens its trade. */
export function LargestLosses({
  trades,
  tags,
  currency,
  timeZone,
}: {
  trades: readonly TradeListItem[];
  tags: readonly TagInfo[];
  currency: string;
  timeZone: string;
}) {
  const rows = lossRows(trades, tags);
  const tally = mistakeTally(rows);
  return (
    <div className="flex flex-col gap-3">
      {tally.length > 0 && (
        <div className="flex flex-col gap-1 text-sm" data-mistake-tally>
          <p className="text-muted-foreground">Mistakes among these losses</p>
          <ul className="flex flex-wrap gap-1.5">
            {tally.map((entry) => (
              <li
                key={entry.tag.id}
                className="inline-flex items-center gap-1 rounded bg-warning/15 px-1.5 py-0.5 text-xs ring-1 ring-warning/60"
              >
                <AlertTriangleIcon aria-hidden className="size-3" />
                <span className="font-medium">{entry.tag.name}</span>
                <span className="text-muted-foreground">
                  {entry.trades} {entry.trades === 1 ? 'trade' : 'trades'},
                </span>
                <MetricValue value={entry.netPnl} kind="money" currency={currency} signed />
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol className="flex flex-col divide-y">
        {rows.map(({ trade, groups }) => (
          <li key={trade.id} className="flex flex-col gap-1 py-2" data-loss={trade.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={`/trades/${trade.id}`}
                className="font-medium underline-offset-2 hover:underline focus-visible:underline"
              >
                {trade.symbol}
                {trade.side && <span className="text-muted-foreground"> · {trade.side}</span>}
                <span className="text-xs text-muted-foreground">
                  {' '}
                  · {formatDay(trade.closedAt, timeZone)}
                </span>
              </Link>
              <span className="flex items-baseline gap-2">
                <MetricValue value={trade.netPnl} kind="money" currency={currency} signed metric="netPnl" />
                {trade.rMultiple !== null && <MetricValue value={trade.rMultiple} kind="r" signed />}
              </span>
            </div>
            {groups.length > 0 && (
              <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {groups.map((group) => (
                  <div key={group.group} className="flex flex-wrap items-center gap-1">
                    <dt className="text-muted-foreground">{GROUP_LABELS[group.group] ?? group.group}:</dt>
                    {group.tags.map((tag) => (
                      <dd
                        key={tag.id}
                        className={cn(
                          'inline-flex items-center gap-0.5 rounded px-1.5 py-0.5',
                          group.group === 'mistake'
                            ? 'bg-warning/20 font-medium text-foreground ring-1 ring-warning'
                            : 'bg-muted',
                        )}
                        data-mistake={group.group === 'mistake' || undefined}
                      >
                        {group.group === 'mistake' && <AlertTriangleIcon aria-hidden className="size-3" />}
                        {tag.name}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
