import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SparklesIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { deleteSeries, ohlcvBarsQuery, priceSeriesKeys, type SeriesSummary } from '@/lib/price-series';
import { guessMarketHours, marketHoursById, marketHoursChoices } from './market-hours';
import { SAMPLE_LABELS, SAMPLE_MARKETS } from './sample-data';
import { seriesGaps } from './series-plan';
import { formatCount, seriesRange } from './series-title';
import { GapList } from './upload-preview';
import { UploadSeries } from './upload-series';
import { useSaveSample, useSeriesList } from './use-series';

/** The trader's price data: saved series with their gaps, uploads merged into them, and the sample series. */
export function PriceDataPanel() {
  const list = useSeriesList();
  const sample = useSaveSample((summary) =>
    toast.success(`Saved ${summary.symbol} · ${summary.timeframe}: ${formatCount(summary.barCount)} bars`),
  );
  const series = list.data ?? [];

  return (
    <section className="flex flex-col gap-6" aria-labelledby="price-data-heading" data-testid="price-data-panel">
      <div className="flex flex-col gap-1">
        <h2 id="price-data-heading" className="text-lg font-semibold">
          Price data
        </h2>
        <p className="text-sm text-muted-foreground">
          The bars replays and rule backtests run on. Times are stored in UTC.
        </p>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-2" data-testid="price-data-loading">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <LoadFailed
          title="Your price data could not be loaded"
          record={list.loadError}
          fallback={list.error?.message ?? ''}
          onRetry={list.retry}
          testId="price-data-error"
        />
      ) : series.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="price-data-empty">
          No price data saved yet. Upload a file below, or create a seeded sample series to try replay and backtests.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Saved series" data-testid="series-list">
          {series.map((item) => (
            <SeriesRow key={item.id} series={item} />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 rounded-lg border p-4" data-testid="sample-series">
        <h3 className="font-medium">Sample series</h3>
        <p className="text-sm text-muted-foreground">
          Seeded random walks with clustered volatility on each market&apos;s hours: the same bars every time.
        </p>
        <div className="flex flex-wrap gap-2">
          {SAMPLE_MARKETS.map((market) => (
            <Button
              key={market}
              variant="outline"
              size="sm"
              disabled={sample.isPending}
              onClick={() => sample.mutate(market)}
            >
              <SparklesIcon aria-hidden />
              {SAMPLE_LABELS[market]}
            </Button>
          ))}
        </div>
      </div>
      <UploadSeries saved={series} />
    </section>
  );
}

function SeriesRow({ series }: { series: SeriesSummary }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [hoursId, setHoursId] = useState(() => guessMarketHours(series.symbol).id);
  const hours = marketHoursById(hoursId) ?? guessMarketHours(series.symbol);
  const bars = useQuery(ohlcvBarsQuery(series.id));
  const gaps = useMemo(
    () => (bars.data ? seriesGaps(bars.data, series.timeframe, hours) : undefined),
    [bars.data, series.timeframe, hours],
  );
  const remove = useMutation({
    mutationFn: () => deleteSeries(series.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceSeriesKeys.all }),
    onError: (error) => handleError(error, { retry: () => remove.mutate() }),
  });
  const gapText =
    gaps === undefined
      ? bars.isError
        ? 'gaps not read'
        : 'reading gaps…'
      : gaps === null
        ? 'gaps not read for this timeframe'
        : `${formatCount(gaps.length)} ${gaps.length === 1 ? 'gap' : 'gaps'}`;

  return (
    <li className="flex flex-col gap-2 p-3" data-testid="series-row">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {series.symbol} · {series.timeframe}
            {series.name ? <span className="font-normal text-muted-foreground"> — {series.name}</span> : null}
          </p>
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatCount(series.barCount)} bars · {seriesRange(series)} · {gapText}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${series.symbol} ${series.timeframe} price data`}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete the ${series.symbol} ${series.timeframe} price data (${formatCount(series.barCount)} bars)?`))
              remove.mutate();
          }}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {gaps && gaps.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Show the gaps</summary>
          <div className="flex flex-col gap-2 pt-2">
            <label htmlFor={`${id}-hours`} className="text-xs">
              Market hours
            </label>
            <NativeSelect
              id={`${id}-hours`}
              className="max-w-sm"
              value={hoursId}
              onChange={(event) => setHoursId(marketHoursById(event.target.value)?.id ?? hoursId)}
            >
              {marketHoursChoices().map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
            <GapList gaps={gaps} />
          </div>
        </details>
      )}
    </li>
  );
}
