import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../../hooks/use-analytics';
import { useAnalyticsFilter } from '../../hooks/use-analytics-filter';
import { curveKindOf } from '../../lib/equity-caption';
import { equityLineOption, equityLineSummary } from '../../lib/dashboard-charts';
import { NO_EQUITY_REASON, NO_STOP_REASON } from '../../lib/dashboard-kpis';
import { cumulativeR, percentEquity } from '../../lib/dashboard-series';
import { EChart } from '../charts/echart';
import { EquityChart } from '../charts/equity-chart';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';
import { CHART_STATISTICS } from '../../lib/chart-statistics';

const HEIGHT = 280;

/** Equity after each exit in money; the return in percent; or cumulative R over the trades with a stop. */
export function EquityWidget({ dataset, unit, controls }: DashboardWidgetProps) {
  const statistics = useAnalytics(CHART_STATISTICS);
  const kind = curveKindOf(useAnalyticsFilter().filter);
  // R per trade in exit order: a window of one trade.
  const rolling = useAnalytics({ kind: 'rolling', window: 1 }, { enabled: unit === 'r' });
  const queries = unit === 'r' ? [statistics, rolling] : [statistics];
  const line = useMemo(() => {
    if (statistics.data === undefined) return null;
    if (unit === 'pct') return percentEquity(statistics.data, dataset.startingEquity);
    if (unit === 'r') return rolling.data === undefined ? null : cumulativeR(rolling.data);
    return null;
  }, [unit, statistics.data, rolling.data, dataset.startingEquity]);
  const status = widgetStatus(queries, () => {
    if ((statistics.data?.tradeCount ?? 0) === 0) return true;
    return unit !== 'money' && (line === null || line.length === 0);
  });
  const emptyMessage =
    (statistics.data?.tradeCount ?? 0) === 0
      ? 'No closed trades in this period: the equity curve starts with the first exit.'
      : unit === 'r'
        ? `R unavailable. ${NO_STOP_REASON}`
        : NO_EQUITY_REASON;
  const title =
    unit === 'r'
      ? 'Equity in R'
      : unit === 'pct'
        ? 'Return'
        : kind === 'trades'
          ? 'Net P&L curve'
          : 'Equity curve';
  const unitLabel =
    unit === 'r' ? 'cumulative R' : unit === 'pct' ? '% of starting equity' : dataset.currency;
  return (
    <WidgetCard
      id="equity-curve"
      title={title}
      unit={unitLabel}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      empty={emptyMessage}
      skeleton={<Skeleton className="w-full" style={{ height: HEIGHT }} />}
    >
      {unit === 'money' && statistics.data !== undefined ? (
        <EquityChart
          curve={statistics.data.equityCurve}
          startingEquity={dataset.startingEquity}
          currency={dataset.currency}
          kind={kind}
          timeZone={dataset.timeZone}
          ariaLabel={
            kind === 'trades'
              ? `Cumulative net P&L of the filtered trades, ${dataset.currency}`
              : `Equity over time, ${dataset.currency}`
          }
          height={HEIGHT}
        />
      ) : (
        line !== null &&
        unit !== 'money' && (
          <EChart
            option={(palette) => equityLineOption(line, unit, dataset.timeZone, palette)}
            ariaLabel={
              unit === 'r' ? 'Cumulative R over the trades' : 'Return on starting equity over the exits'
            }
            summary={equityLineSummary(line, unit, unit === 'pct' ? statistics.data?.tradeCount : undefined)}
            height={HEIGHT}
          />
        )
      )}
    </WidgetCard>
  );
}
