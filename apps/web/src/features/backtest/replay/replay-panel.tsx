import { resampleBars, type OhlcvBar } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadError } from '@/features/errors/use-load-error';
import { guessMarketHours } from '../data/market-hours';
import { ohlcvBarsQuery, type SeriesSummary } from '@/lib/price-series';
import { SeriesPicker, type SeriesChoice } from '../data/series-picker';
import { backtestTimeframeOf } from '../data/timeframes';
import { useSeriesList } from '../data/use-series';
import { ReplaySession } from './replay-session';

/** Bar replay: a saved series shown bar by bar, the future hidden, with trades placed as it runs. */
export function ReplayPanel() {
  const [choice, setChoice] = useState<SeriesChoice | null>(null);
  const list = useSeriesList();
  const series = list.data?.find((item) => item.id === choice?.seriesId);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="replay-heading" data-testid="replay-panel">
      <div className="flex flex-col gap-1">
        <h2 id="replay-heading" className="text-lg font-semibold">
          Bar replay
        </h2>
        <p className="text-sm text-muted-foreground">
          Rehearse a setup on history: pick a series, a timeframe and a start, then step through it bar by
          bar.
        </p>
      </div>
      <SeriesPicker value={choice} onChange={setChoice} />
      {choice && series && <LoadedReplay choice={choice} series={series} />}
    </section>
  );
}

function LoadedReplay({ choice, series }: { choice: SeriesChoice; series: SeriesSummary }) {
  const query = useQuery(ohlcvBarsQuery(series.id));
  const loadError = useLoadError(query.error, () => void query.refetch());
  const saved = backtestTimeframeOf(series.timeframe);
  const bars = useMemo((): { bars: readonly OhlcvBar[]; lower: readonly OhlcvBar[] | null } | null => {
    if (!query.data || saved === null) return null;
    if (saved === choice.timeframe) return { bars: query.data, lower: null };
    const hours = guessMarketHours(series.symbol);
    return {
      bars: resampleBars(query.data, {
        from: saved,
        to: choice.timeframe,
        timeZone: hours.timeZone,
        ...(hours.session ? { session: hours.session } : {}),
      }),
      lower: query.data,
    };
  }, [query.data, saved, choice.timeframe, series.symbol]);

  if (query.isPending) return <Skeleton className="h-[420px] w-full" data-testid="replay-loading" />;
  if (query.isError)
    return (
      <LoadFailed
        title="The bars could not be loaded"
        record={loadError}
        fallback={query.error.message}
        onRetry={() => void query.refetch()}
        testId="replay-error"
      />
    );
  if (!bars || bars.bars.length < 2)
    return (
      <p className="text-sm text-muted-foreground">
        This series has too few bars at this timeframe to replay.
      </p>
    );
  return (
    <ReplaySession
      key={`${series.id}-${choice.timeframe}`}
      series={series}
      timeframe={choice.timeframe}
      bars={bars.bars}
      lowerTimeframe={bars.lower}
    />
  );
}
