import type { BacktestTimeframe, SampleMarket } from '@edgelog/core';
import { SparklesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { SAMPLE_LABELS, SAMPLE_MARKETS, SAMPLE_REQUESTS } from './sample-data';
import { formatCount, seriesRange, seriesTitle } from './series-title';
import { TIMEFRAME_NAMES, backtestTimeframeOf, resampleChoices } from './timeframes';
import { useSaveSample, useSeriesList } from './use-series';

export interface SeriesChoice {
  seriesId: string;
  /** The timeframe to read the series at: its own, or a higher one it is resampled to. */
  timeframe: BacktestTimeframe;
}

/** Choose a saved series and the timeframe to read it at, or make a sample series when there is none. */
export function SeriesPicker({
  value,
  onChange,
}: {
  value: SeriesChoice | null;
  onChange: (value: SeriesChoice | null) => void;
}) {
  const id = useId();
  const list = useSeriesList();
  const [market, setMarket] = useState<SampleMarket>('stock');
  const usable = (list.data ?? []).filter((series) => backtestTimeframeOf(series.timeframe) !== null);
  const selected = usable.find((series) => series.id === value?.seriesId);
  const choose = (seriesId: string) => {
    const series = usable.find((item) => item.id === seriesId);
    const timeframe = series ? backtestTimeframeOf(series.timeframe) : null;
    onChange(series && timeframe ? { seriesId: series.id, timeframe } : null);
  };
  const sample = useSaveSample((saved) => {
    onChange({ seriesId: saved.id, timeframe: SAMPLE_REQUESTS[market].timeframe });
  });

  if (list.isPending) return <Skeleton className="h-16 w-full" data-testid="series-picker-loading" />;
  if (list.isError)
    return (
      <LoadFailed
        title="Your price data could not be loaded"
        record={list.loadError}
        fallback={list.error.message}
        onRetry={list.retry}
        testId="series-picker-error"
      />
    );

  const sampleAction = (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-44 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-sample`}>Sample market</Label>
        <NativeSelect
          id={`${id}-sample`}
          value={market}
          onChange={(event) =>
            setMarket(SAMPLE_MARKETS.find((kind) => kind === event.target.value) ?? 'stock')
          }
        >
          {SAMPLE_MARKETS.map((kind) => (
            <option key={kind} value={kind}>
              {SAMPLE_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" disabled={sample.isPending} onClick={() => sample.mutate(market)}>
        <SparklesIcon aria-hidden />
        {sample.isPending ? 'Creating…' : 'Create a sample series'}
      </Button>
    </div>
  );

  if (usable.length === 0)
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-dashed p-3" data-testid="series-picker-empty">
        <p className="text-sm text-muted-foreground">
          No price data to replay yet. Upload bars under Price data, or create a seeded sample series.
        </p>
        {sampleAction}
      </div>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="series-picker">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-series`}>Series</Label>
          <NativeSelect
            id={`${id}-series`}
            value={selected?.id ?? ''}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">Choose a series…</option>
            {usable.map((series) => (
              <option key={series.id} value={series.id}>
                {seriesTitle(series)} — {formatCount(series.barCount)} bars
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-timeframe`}>Timeframe</Label>
          <NativeSelect
            id={`${id}-timeframe`}
            disabled={!selected}
            value={value?.timeframe ?? ''}
            onChange={(event) => {
              const timeframe = resampleChoices(selected?.timeframe ?? '').find(
                (choice) => choice === event.target.value,
              );
              if (selected && timeframe) onChange({ seriesId: selected.id, timeframe });
            }}
          >
            {selected ? null : <option value="">—</option>}
            {resampleChoices(selected?.timeframe ?? '').map((timeframe, index) => (
              <option key={timeframe} value={timeframe}>
                {TIMEFRAME_NAMES[timeframe]}
                {index === 0 ? ' (as saved)' : ' (resampled)'}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {selected && (
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="series-picker-range">
          {formatCount(selected.barCount)} bars, {seriesRange(selected)}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Create a sample series</summary>
        <div className="pt-2">{sampleAction}</div>
      </details>
    </div>
  );
}
