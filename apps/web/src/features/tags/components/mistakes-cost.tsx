import type { AnalyticsFilter, DatasetSummary } from '@edgelog/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import {
  CHART_STATISTICS,
  MetricValue,
  useAnalytics,
  useAnalyticsDataset,
  useAnalyticsFilter,
} from '@/features/analytics';
import { costlyMistakeIds, type MistakeCost } from '../lib/mistakes';
import { trades } from '../lib/tag-actions';
import { Swatch } from './tag-parts';

/**
 * Net P&L of the trades carrying any of the mistakes, each trade once: the engine over the
 * page's filter with the tag filter set to those mistakes (the filter keeps a trade with any).
 */
function useMistakesTotal(ids: readonly string[]) {
  const { filter } = useAnalyticsFilter();
  const mistakesFilter = useMemo<AnalyticsFilter>(() => ({ ...filter, tagIds: ids }), [filter, ids]);
  const dataset = useAnalyticsDataset(mistakesFilter);
  const statistics = useAnalytics(
    CHART_STATISTICS,
    { dataset: dataset.data, enabled: ids.length > 0 && dataset.data !== undefined },
  );
  return { dataset, statistics };
}

function Total({ ids, currency }: { ids: readonly string[]; currency: string }) {
  const { dataset, statistics } = useMistakesTotal(ids);
  const failed = dataset.isError || statistics.isError;
  const data = statistics.data;
  return (
    <div
      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t pt-3"
      data-testid="mistakes-total"
    >
      <span className="font-medium">
        All mistakes
        <span className="block text-xs font-normal text-muted-foreground">each trade counted once</span>
      </span>
      {failed ? (
        <span className="text-sm text-muted-foreground">The total could not be computed.</span>
      ) : data === undefined ? (
        <Skeleton className="h-5 w-28" />
      ) : (
        <span className="flex items-baseline gap-3">
          <span className="text-sm text-muted-foreground">{trades(data.tradeCount)}</span>
          <MetricValue
            value={data.netPnl}
            kind="money"
            currency={dataset.data?.currency ?? currency}
            signed
            metric="netPnl"
            className="text-lg font-semibold"
          />
        </span>
      )}
    </div>
  );
}

/** "What my mistakes cost": each mistake tag's net P&L in the period, the costliest first. */
export function MistakesCost({
  costs,
  dataset,
  pending,
}: {
  costs: readonly MistakeCost[];
  dataset: DatasetSummary | undefined;
  /** The engine's figures are on their way. */
  pending: boolean;
}) {
  const ids = useMemo(() => costlyMistakeIds(costs), [costs]);
  const currency = dataset?.currency ?? '';
  return (
    <section
      aria-labelledby="mistakes-heading"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
      data-testid="mistakes-cost"
    >
      <header className="grid gap-1">
        <h2 id="mistakes-heading" className="text-lg font-semibold">
          What my mistakes cost
        </h2>
        <p className="text-sm text-muted-foreground">
          Net P&amp;L of the closed trades carrying each mistake tag in the chosen period, the costliest
          first.
        </p>
      </header>
      {costs.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="mistakes-empty">
          No mistake tags yet. Put a tag in the Mistake group (from its menu above) and tag the trades where
          it happened to see what it costs.
        </p>
      ) : (
        <>
          <ul className="grid gap-1.5" aria-label="Mistakes by cost">
            {costs.map((cost) => (
              <li
                key={cost.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
                data-testid="mistake-row"
                data-tag={cost.name}
              >
                <Link
                  to={`/trades?tag=${cost.id}`}
                  className="inline-flex min-w-0 items-center gap-2 rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Swatch color={cost.color} />
                  <span className="truncate">{cost.name}</span>
                </Link>
                {pending ? (
                  <Skeleton className="h-4 w-24" />
                ) : cost.tradeCount === 0 ? (
                  <span className="text-sm text-muted-foreground">No trades in this period</span>
                ) : (
                  <span className="flex items-baseline gap-3">
                    <span className="text-sm text-muted-foreground">{trades(cost.tradeCount)}</span>
                    <MetricValue
                      value={cost.netPnl}
                      kind="money"
                      currency={currency}
                      signed
                      metric="netPnl"
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
          {!pending && ids.length > 0 && dataset && <Total ids={ids} currency={currency} />}
        </>
      )}
    </section>
  );
}
