import type { DatasetSummary } from '@edgelog/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { rHistogramOption } from '../../lib/performance-charts';
import { useAnalytics } from '../../hooks/use-analytics';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { panelState } from './panel';
import { formatCount } from '../../lib/format';

/** How the trades' R multiples spread, and how many trades have none (no stop) to add. */
export function RDistributionCard({ dataset }: { dataset: DatasetSummary }) {
  const distribution = useAnalytics({ kind: 'r-distribution', binWidth: 0.5 });
  const chart = useRef<ChartHandle>(null);
  const withoutR = distribution.data?.tradesWithoutR ?? 0;
  const note =
    withoutR > 0 ? (
      <p className="text-xs text-muted-foreground" data-r-note>
        {formatCount(withoutR)} {withoutR === 1 ? 'trade' : 'trades'} without a stop{' '}
        {withoutR === 1 ? 'is' : 'are'} not shown: set a stop on them in the{' '}
        <Link to="/trades" className="font-medium text-foreground underline underline-offset-2">
          trade log
        </Link>
        .
      </p>
    ) : null;
  return (
    <ChartCard
      widget="r-distribution"
      title="R distribution"
      metric="expectancyR"
      subtitle={`Trades per half-R bin of their R multiple (net P&L over initial risk), over ${formatCount(dataset.closedTradeCount)} closed trades`}
      state={panelState(distribution, (data) => data.tradesWithR === 0)}
      error={distribution.error}
      onRetry={() => void distribution.refetch()}
      emptyMessage={<>No trade with a stop in this period, so no R multiple to show.{note}</>}
      download={{ chart, fileName: 'r-distribution' }}
      height={300}
    >
      {distribution.data && (
        <div className="flex flex-col gap-2">
          <EChart
            ref={chart}
            height={300}
            ariaLabel="Number of trades per R multiple bin"
            summary={distribution.data.bins
              .map((bin) => `${bin.from}R to ${bin.to}R: ${bin.count} trades`)
              .join('; ')}
            option={(palette) => rHistogramOption(distribution.data, palette)}
          />
          {note}
        </div>
      )}
    </ChartCard>
  );
}
