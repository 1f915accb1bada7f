import type { DatasetSummary } from '@edgelog/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { excursionOption } from '../../lib/performance-charts';
import { useAnalytics } from '../../hooks/use-analytics';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';
import { panelState } from './panel';
import { formatCount } from '../../lib/format';

const FIGURES = [
  { metric: 'exitEfficiencyPct', kind: 'pct', signed: true },
  { metric: 'edgeRatio', kind: 'ratio', signed: false },
  { metric: 'avgMae', kind: 'money', signed: false },
  { metric: 'avgMfe', kind: 'money', signed: false },
] as const;

const LABELS: Record<(typeof FIGURES)[number]['metric'], string> = {
  exitEfficiencyPct: 'Exit efficiency',
  edgeRatio: 'Edge ratio',
  avgMae: 'Average MAE',
  avgMfe: 'Average MFE',
};

/** Each trade's worst (MAE) against best (MFE) excursion, with exit efficiency and edge ratio. */
export function ExcursionsCard({ dataset }: { dataset: DatasetSummary }) {
  const excursions = useAnalytics({ kind: 'excursions' });
  const chart = useRef<ChartHandle>(null);
  const { currency } = dataset;
  return (
    <ChartCard
      widget="excursions"
      title="MAE / MFE"
      subtitle={`Maximum adverse against maximum favourable excursion per trade, ${currency}`}
      state={panelState(excursions, (data) => data.count === 0)}
      error={excursions.error}
      onRetry={() => void excursions.refetch()}
      emptyMessage={
        <>
          No trade here has its MAE and MFE. They come from the values you enter on a trade, or from saved
          price data covering the trade.{' '}
          <Link
            to="/calculators/volatility"
            className="font-medium text-foreground underline underline-offset-2"
          >
            Upload price data
          </Link>
        </>
      }
      download={{ chart, fileName: 'mae-mfe' }}
      height={320}
    >
      {excursions.data && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.metric}>
                <dt className="inline-flex items-center gap-0.5 text-xs text-muted-foreground">
                  {LABELS[figure.metric]}
                  <MetricHelp metric={figure.metric} />
                </dt>
                <dd className="text-base font-semibold">
                  <MetricValue
                    value={excursions.data[figure.metric]}
                    kind={figure.kind}
                    currency={currency}
                    signed={figure.signed}
                    metric={figure.metric}
                    reason="Needs trades with an MFE above 0"
                  />
                </dd>
              </div>
            ))}
          </dl>
          <EChart
            ref={chart}
            height={320}
            ariaLabel={`MAE against MFE for ${excursions.data.count} trades`}
            summary={`${excursions.data.count} trades with MAE and MFE known.`}
            option={(palette) => excursionOption(excursions.data.points, currency, palette)}
          />
          <p className="text-xs text-muted-foreground">
            {formatCount(excursions.data.count)} of {formatCount(dataset.closedTradeCount)} closed trades have
            both excursions known.
          </p>
        </div>
      )}
    </ChartCard>
  );
}
