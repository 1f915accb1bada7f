import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAnalytics } from '../../hooks/use-analytics';
import { winLossSplit, type OutcomeSlice } from '../../lib/dashboard-series';
import { formatCount, formatPct } from '../../lib/format';
import { MetricValue } from '../metrics/metric-value';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';
import { CHART_STATISTICS } from '../../lib/chart-statistics';

// Wins solid, losses hatched, break-evens plain: the bar reads without its colours.
const SEGMENT: Readonly<Record<OutcomeSlice['outcome'], string>> = {
  win: 'bg-success',
  loss: 'bg-destructive bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.35)_3px_5px)]',
  breakeven: 'bg-muted-foreground/40',
};

/** Wins, losses and break-evens: how many, their share, their total and their average. */
export function WinLossWidget({ dataset, controls }: DashboardWidgetProps) {
  const statistics = useAnalytics(CHART_STATISTICS);
  const status = widgetStatus([statistics], () => (statistics.data?.tradeCount ?? 0) === 0);
  const slices = statistics.data === undefined ? [] : winLossSplit(statistics.data);
  return (
    <WidgetCard
      id="win-loss"
      title="Wins and losses"
      unit={dataset.currency}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      empty="No closed trades in this period: wins and losses show here once trades close."
      skeleton={
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      }
    >
      <div
        className="flex h-4 w-full overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={slices.map((slice) => `${slice.label}: ${formatPct(slice.sharePct)}`).join(', ')}
      >
        {slices.map((slice) =>
          slice.count === 0 ? null : (
            <div
              key={slice.outcome}
              className={SEGMENT[slice.outcome]}
              style={{ width: `${slice.sharePct}%` }}
            />
          ),
        )}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Wins, losses and break-evens of the closed trades</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 text-left font-medium">
              Outcome
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Trades
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Total
            </th>
            <th scope="col" className="hidden py-1 text-right font-medium sm:table-cell">
              Average
            </th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.outcome} className="border-t" data-outcome={slice.outcome}>
              <th scope="row" className="py-1.5 text-left font-normal">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden className={cn('size-2.5 rounded-sm', SEGMENT[slice.outcome])} />
                  {slice.label}
                </span>
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {formatCount(slice.count)}{' '}
                <span className="text-xs text-muted-foreground">({formatPct(slice.sharePct)})</span>
              </td>
              <td className="py-1.5 text-right">
                <MetricValue value={slice.pnl} kind="money" currency={dataset.currency} signed />
              </td>
              <td className="hidden py-1.5 text-right sm:table-cell">
                <MetricValue
                  value={slice.average}
                  kind="money"
                  currency={dataset.currency}
                  signed
                  reason="No trades with this outcome."
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </WidgetCard>
  );
}
