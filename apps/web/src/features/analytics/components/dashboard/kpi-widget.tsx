import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../../hooks/use-analytics';
import { dashboardKpis } from '../../lib/dashboard-kpis';
import { KpiCard } from '../metrics/kpi-card';
import { RUnavailable } from './r-unavailable';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';
import { CHART_STATISTICS } from '../../lib/chart-statistics';

const UNIT_TITLE = { money: '', r: 'in R', pct: 'in % of starting equity' } as const;

/** The six headline figures, each with its definition on hover and focus. */
export function KpiWidget({ dataset, unit, basis, filterSearch, controls }: DashboardWidgetProps) {
  const statistics = useAnalytics(CHART_STATISTICS);
  const status = widgetStatus([statistics], () => false);
  const kpis =
    statistics.data === undefined
      ? []
      : dashboardKpis(statistics.data, { unit, startingEquity: dataset.startingEquity });
  return (
    <WidgetCard
      id="kpis"
      title="Key figures"
      unit={UNIT_TITLE[unit] || dataset.currency}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      skeleton={
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-[92px] rounded-xl" />
          ))}
        </div>
      }
    >
      {unit === 'r' && statistics.data !== undefined && statistics.data.tradesWithoutR > 0 && (
        <RUnavailable withoutR={statistics.data.tradesWithoutR} total={statistics.data.tradeCount} />
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {kpis.map((kpi) => (
          <KpiCard
            key={kpi.metric}
            metric={kpi.metric}
            label={kpi.label}
            definition={kpi.definition}
            value={kpi.value}
            kind={kpi.kind}
            signed={kpi.signed}
            currency={dataset.currency}
            {...(kpi.unavailable === null ? {} : { reason: kpi.unavailable })}
            {...(kpi.note === undefined ? {} : { sub: kpi.note })}
            className="shadow-none"
          />
        ))}
      </div>
      {statistics.data !== undefined && (
        <p className="text-xs text-muted-foreground">
          {basis === 'gross' ? 'On gross P&L (before costs). ' : ''}
          {dataset.openTradeCount > 0 &&
            `${dataset.openTradeCount} open ${dataset.openTradeCount === 1 ? 'trade is' : 'trades are'} left out until closed. `}
          <Link
            to={`/analytics/performance${filterSearch}`}
            className="underline underline-offset-2 hover:text-foreground"
          >
            Every figure
          </Link>
        </p>
      )}
    </WidgetCard>
  );
}
