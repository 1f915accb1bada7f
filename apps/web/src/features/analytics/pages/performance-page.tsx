import type { DatasetSummary } from '@edgelog/core';
import { useRef } from 'react';
import { ChartCard } from '../components/charts/chart-card';
import { EChart, type ChartHandle } from '../components/charts/echart';
import { EquityChart } from '../components/charts/equity-chart';
import { AnalyticsPage } from '../components/shell/analytics-page';
import { ExcursionsCard } from '../components/performance/excursions-card';
import { Panel, PanelError, PanelSkeleton, panelState } from '../components/performance/panel';
import { RDistributionCard } from '../components/performance/r-distribution-card';
import { RollingCard } from '../components/performance/rolling-card';
import { SideComparison } from '../components/performance/side-comparison';
import { StatisticsTable } from '../components/performance/statistics-table';
import { useAnalytics } from '../hooks/use-analytics';
import { useAnalyticsFilter } from '../hooks/use-analytics-filter';
import { curveKindOf } from '../lib/equity-caption';
import { underwater, underwaterOption } from '../lib/performance-charts';
import { formatInstant } from '../lib/performance-dates';
import { CHART_STATISTICS } from '../lib/chart-statistics';

function PerformanceBody({ dataset }: { dataset: DatasetSummary }) {
  const statistics = useAnalytics(CHART_STATISTICS);
  const sides = useAnalytics({ kind: 'breakdown', dimension: 'side' });
  const equityRef = useRef<ChartHandle>(null);
  const drawdownRef = useRef<ChartHandle>(null);
  const { currency, timeZone } = dataset;
  const curveKind = curveKindOf(useAnalyticsFilter().filter);
  const curveState = panelState(statistics, (data) => data.tradeCount === 0);
  const formatTime = (iso: string) => formatInstant(iso, timeZone);
  return (
    <>
      <Panel
        widget="statistics"
        title="Statistics"
        description={`Every figure over ${dataset.closedTradeCount.toLocaleString('en-US')} closed trades, in ${currency}. Hover, focus or tap the info button beside a figure for its definition.`}
        state={panelState(statistics, () => false)}
      >
        {statistics.isPending ? (
          <PanelSkeleton height="h-96" />
        ) : statistics.isError ? (
          <PanelError error={statistics.error} onRetry={() => void statistics.refetch()} />
        ) : (
          <StatisticsTable statistics={statistics.data} currency={currency} />
        )}
      </Panel>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          widget="equity"
          title="Equity"
          subtitle={
            curveKind === 'trades'
              ? `${currency}, cumulative net P&L of the filtered trades, from zero`
              : `${currency}, after each closed trade; deposits and withdrawals marked at their times`
          }
          state={curveState}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
          download={{ chart: equityRef, fileName: 'equity' }}
          height={300}
        >
          {statistics.data && (
            <EquityChart
              ref={equityRef}
              curve={statistics.data.equityCurve}
              startingEquity={dataset.startingEquity}
              currency={currency}
              kind={curveKind}
              timeZone={timeZone}
            />
          )}
        </ChartCard>
        <ChartCard
          widget="drawdown"
          title="Drawdown"
          metric="maxDrawdownPct"
          subtitle="% below the running peak (underwater)"
          state={curveState}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
          download={{ chart: drawdownRef, fileName: 'drawdown' }}
          height={300}
        >
          {statistics.data && (
            <EChart
              ref={drawdownRef}
              height={300}
              ariaLabel={`Drawdown below the running peak, percent; deepest ${(statistics.data.maxDrawdownPct ?? 0).toFixed(1)} %`}
              option={(palette) =>
                underwaterOption(underwater(statistics.data.equityCurve), currency, palette, formatTime)
              }
            />
          )}
        </ChartCard>
        <RollingCard dataset={dataset} />
        <RDistributionCard dataset={dataset} />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel
          widget="long-short"
          title="Long vs short"
          description="The same figures for each side, side by side."
          state={panelState(sides, (rows) => rows.length === 0)}
        >
          {sides.isPending ? (
            <PanelSkeleton height="h-64" />
          ) : sides.isError ? (
            <PanelError error={sides.error} onRetry={() => void sides.refetch()} />
          ) : (
            <SideComparison rows={sides.data} currency={currency} />
          )}
        </Panel>
        <ExcursionsCard dataset={dataset} />
      </div>
    </>
  );
}

const DESCRIPTION =
  'Every statistic of your closed trades with its definition, the equity and drawdown curves, rolling win rate and expectancy, the R distribution, long against short, and MAE / MFE.';

export function PerformancePage() {
  return (
    <AnalyticsPage title="Performance" description={DESCRIPTION}>
      {(dataset) => <PerformanceBody dataset={dataset} />}
    </AnalyticsPage>
  );
}
