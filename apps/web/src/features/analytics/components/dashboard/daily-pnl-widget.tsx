import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../../hooks/use-analytics';
import { dailyBarsOption, describeDailyBar } from '../../lib/dashboard-charts';
import { dailyBars } from '../../lib/dashboard-series';
import { EChart } from '../charts/echart';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';
import { useMemo } from 'react';
import { CHART_STATISTICS } from '../../lib/chart-statistics';

const HEIGHT = 240;

/** One bar per day with exits, around zero; in percent of the previous close's equity under %. */
export function DailyPnlWidget({ dataset, unit, controls }: DashboardWidgetProps) {
  const days = useAnalytics({ kind: 'pnl-series', period: 'day' });
  const statistics = useAnalytics(CHART_STATISTICS);
  const bars = useMemo(
    () =>
      days.data === undefined || statistics.data === undefined
        ? []
        : dailyBars(days.data, statistics.data.dailyReturns),
    [days.data, statistics.data],
  );
  const status = widgetStatus([days, statistics], () => bars.length === 0);
  const recent = bars.slice(-5).reverse();
  return (
    <WidgetCard
      id="daily-pnl"
      title={unit === 'pct' ? 'Daily returns' : 'Daily P&L'}
      unit={unit === 'pct' ? '% of equity at the previous close' : dataset.currency}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      empty="No days with closed trades in this period."
      skeleton={<Skeleton className="w-full" style={{ height: HEIGHT }} />}
    >
      {unit === 'r' && (
        <p className="text-xs text-muted-foreground">R is counted per trade: days are shown in money.</p>
      )}
      <EChart
        option={(palette) => dailyBarsOption(bars, unit, dataset.currency, palette)}
        ariaLabel={unit === 'pct' ? 'Daily returns, percent' : `Daily net P&L, ${dataset.currency}`}
        summary={
          <ul>
            <li>{`${bars.length} days with closed trades. The latest:`}</li>
            {recent.map((bar) => (
              <li key={bar.day}>{describeDailyBar(bar, dataset.currency)}</li>
            ))}
          </ul>
        }
        height={HEIGHT}
      />
    </WidgetCard>
  );
}
