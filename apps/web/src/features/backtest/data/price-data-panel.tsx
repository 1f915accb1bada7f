import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { SAMPLE_LABELS, SAMPLE_MARKETS } from './sample-data';
import { deleteSeries, seriesKeys } from './series-api';
import { formatCount, seriesRange } from './series-title';
import { useSaveSample, useSeriesList } from './use-series';

/** The trader's price data: saved series, uploads merged into them, and the sample series. */
export function PriceDataPanel() {
  const list = useSeriesList();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const sample = useSaveSample();
  const remove = useMutation({
    mutationFn: deleteSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seriesKeys.all }),
    onError: (error) => handleError(error),
  });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="price-data-heading" data-testid="price-data-panel">
      <h2 id="price-data-heading" className="text-lg font-semibold">
        Price data
      </h2>
      <div className="flex flex-wrap gap-2">
        {SAMPLE_MARKETS.map((market) => (
          <Button
            key={market}
            variant="outline"
            size="sm"
            disabled={sample.isPending}
            onClick={() => sample.mutate(market)}
          >
            Sample {SAMPLE_LABELS[market]}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (list.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">No price data saved yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {(list.data ?? []).map((series) => (
            <li key={series.id} className="flex items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {series.symbol} · {series.timeframe}
                </p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {formatCount(series.barCount)} bars, {seriesRange(series)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${series.symbol} ${series.timeframe}`}
                onClick={() => remove.mutate(series.id)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
