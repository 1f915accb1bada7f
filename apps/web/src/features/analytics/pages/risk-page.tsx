import type { DatasetSummary, MonteCarloProjection } from '@edgelog/core';
import { useRef } from 'react';
import { ChartCard } from '../components/charts/chart-card';
import { EChart, type ChartHandle } from '../components/charts/echart';
import { AnalyticsPage } from '../components/shell/analytics-page';
import { Panel, PanelError, PanelSkeleton, panelState } from '../components/performance/panel';
import { DrawdownTable } from '../components/risk/drawdown-table';
import { LargestLosses } from '../components/risk/largest-losses';
import { MonteCarloPanel } from '../components/risk/monte-carlo-panel';
import { RuinPanel } from '../components/risk/ruin-panel';
import { SizingConsistency } from '../components/risk/sizing-consistency';
import { TailRiskTable } from '../components/risk/tail-risk';
import { useAnalytics } from '../hooks/use-analytics';
import { underwater, underwaterOption } from '../lib/performance-charts';
import { formatMoney } from '../lib/format';
import { formatInstant } from '../lib/performance-dates';
import { monteCarloOption } from '../lib/risk-charts';
import { CHART_STATISTICS } from '../lib/chart-statistics';

function BandsChart({ projection, dataset }: { projection: MonteCarloProjection; dataset: DatasetSummary }) {
  const last = projection.bands.at(-1);
  return (
    <>
      <EChart
        height={320}
        ariaLabel={`Projected equity bands over the next ${last?.step ?? 0} trades, ${dataset.currency}`}
        summary={
          last && (
            <table data-bands>
              <caption>Projected equity after {last.step} trades</caption>
              <tbody>
                {(['p5', 'p25', 'p50', 'p75', 'p95'] as const).map((key) => (
                  <tr key={key}>
                    <th scope="row">{key.slice(1)}th percentile</th>
                    <td data-band={key} data-value={String(last[key])}>
                      {formatMoney(last[key], dataset.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
        option={(palette) =>
          monteCarloOption(projection.bands, dataset.currency, palette, projection.bands[0]?.p50 ?? 0)
        }
      />
      <p className="text-xs text-muted-foreground">
        {projection.runs.toLocaleString('en-US')} runs, seed {projection.seed}: the same inputs draw the same
        bands. Past results drawn at random, not a forecast.
      </p>
    </>
  );
}

function RiskBody({ dataset }: { dataset: DatasetSummary }) {
  const statistics = useAnalytics(CHART_STATISTICS);
  const daily = useAnalytics({ kind: 'daily-risk' });
  const sizing = useAnalytics({ kind: 'position-size-consistency' });
  const losses = useAnalytics({ kind: 'trades', limit: 10, order: 'worst' });
  const chart = useRef<ChartHandle>(null);
  const { currency, timeZone } = dataset;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          className="xl:col-span-2"
          widget="underwater"
          title="Drawdown history"
          metric="maxDrawdownPct"
          subtitle="% below the running peak (underwater)"
          state={panelState(statistics, (data) => data.tradeCount === 0)}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
          download={{ chart, fileName: 'drawdown-history' }}
          height={300}
        >
          {statistics.data && (
            <EChart
              ref={chart}
              height={300}
              ariaLabel={`Drawdown below the running peak, percent; deepest ${(statistics.data.maxDrawdownPct ?? 0).toFixed(1)} %`}
              option={(palette) =>
                underwaterOption(underwater(statistics.data.equityCurve), currency, palette, (iso) =>
                  formatInstant(iso, timeZone),
                )
              }
            />
          )}
        </ChartCard>
        <Panel
          className="xl:col-span-2"
          widget="drawdowns"
          title="Drawdown periods"
          description="The deepest ten: from the peak, to the lowest point, to the day equity was back at the peak."
          state={panelState(statistics, (data) => data.drawdowns.length === 0)}
        >
          {statistics.isPending ? (
            <PanelSkeleton height="h-64" />
          ) : statistics.isError ? (
            <PanelError error={statistics.error} onRetry={() => void statistics.refetch()} />
          ) : statistics.data.drawdowns.length === 0 ? (
            <p className="text-sm text-muted-foreground">No drawdown: the equity never fell below a peak.</p>
          ) : (
            <DrawdownTable periods={statistics.data.drawdowns} currency={currency} timeZone={timeZone} />
          )}
        </Panel>
        <Panel
          widget="var"
          title="Value at risk"
          description={`Historical VaR and CVaR of the daily P&L, ${currency}`}
          state={panelState(daily, (data) => data.days === 0)}
        >
          {daily.isPending ? (
            <PanelSkeleton height="h-32" />
          ) : daily.isError ? (
            <PanelError error={daily.error} onRetry={() => void daily.refetch()} />
          ) : (
            <TailRiskTable risk={daily.data} currency={currency} />
          )}
        </Panel>
        <RuinPanel dataset={dataset} />
      </div>
      <MonteCarloPanel
        dataset={dataset}
        chart={(projection) => <BandsChart projection={projection} dataset={dataset} />}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel
          widget="sizing"
          title="Position-size consistency"
          description="How much the money at risk and the position size change from trade to trade."
          state={panelState(sizing, (data) => data.initialRisk === null && data.positionSize === null)}
        >
          {sizing.isPending ? (
            <PanelSkeleton height="h-32" />
          ) : sizing.isError ? (
            <PanelError error={sizing.error} onRetry={() => void sizing.refetch()} />
          ) : (
            <SizingConsistency sizing={sizing.data} currency={currency} />
          )}
        </Panel>
        <Panel
          widget="largest-losses"
          title="Largest losses"
          description="The ten worst trades and their tags; mistakes highlighted."
          state={panelState(losses, (rows) => !rows.some((row) => row.netPnl < 0))}
        >
          {losses.isPending ? (
            <PanelSkeleton height="h-64" />
          ) : losses.isError ? (
            <PanelError error={losses.error} onRetry={() => void losses.refetch()} />
          ) : losses.data.some((row) => row.netPnl < 0) ? (
            <LargestLosses trades={losses.data} tags={dataset.tags} currency={currency} timeZone={timeZone} />
          ) : (
            <p className="text-sm text-muted-foreground">No losing trade in this period.</p>
          )}
        </Panel>
      </div>
    </>
  );
}

const DESCRIPTION =
  'Drawdown history, value at risk, risk of ruin, a Monte Carlo projection of the next trades, sizing consistency and your largest losses.';

export function RiskPage() {
  return (
    <AnalyticsPage title="Risk" description={DESCRIPTION}>
      {(dataset) => <RiskBody dataset={dataset} />}
    </AnalyticsPage>
  );
}
