import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { deleteSeries, priceSeriesKeys, type SeriesSummary } from '@/lib/price-series';
import { formatDay, timeframeLabel } from '../../lib/price-data';

export const seriesTitle = (series: SeriesSummary) => `${series.symbol} ${timeframeLabel(series.timeframe)}`;

function seriesSpan(series: SeriesSummary): string {
  const first = formatDay(Date.parse(series.firstAt));
  const last = formatDay(Date.parse(series.lastAt));
  const bars = `${series.barCount.toLocaleString('en-US')} bar${series.barCount === 1 ? '' : 's'}`;
  return first === last ? `${bars}, ${first}` : `${bars}, ${first} to ${last}`;
}

/** The user's saved series, each to use in the price field or to delete (after a confirmation). */
export function SavedSeriesList({
  list,
  loading,
  onUse,
  busyId,
}: {
  list: readonly SeriesSummary[] | undefined;
  loading: boolean;
  onUse: (series: SeriesSummary) => void;
  busyId: string | null;
}) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [confirming, setConfirming] = useState<SeriesSummary | null>(null);
  const remove = useMutation({
    mutationFn: (series: SeriesSummary) => deleteSeries(series.id),
    onError: (error, series) => handleError(error, { retry: () => remove.mutate(series) }),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: priceSeriesKeys.all });
      toast.success('Price data deleted');
    },
  });

  if (loading)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading saved price data">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  if (!list || list.length === 0)
    return (
      <p className="text-xs text-muted-foreground" data-testid="saved-series-empty">
        No saved price data yet. Load a CSV of date,open,high,low,close bars, then choose Save as price data.
      </p>
    );
  return (
    <>
      <ul className="flex flex-col divide-y rounded-lg border" aria-label="Saved price data">
        {list.map((series) => (
          <li
            key={series.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            data-testid="saved-series"
          >
            <span className="flex min-w-0 flex-col text-sm">
              <span className="font-medium">
                {seriesTitle(series)}
                {series.name && <span className="font-normal text-muted-foreground"> · {series.name}</span>}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">{seriesSpan(series)}</span>
            </span>
            <span className="flex gap-1">
              <Button
                variant="outline"
                size="sm"
                disabled={busyId !== null}
                aria-label={`Use ${seriesTitle(series)} price data`}
                onClick={() => onUse(series)}
              >
                {busyId === series.id ? 'Loading…' : 'Use'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${seriesTitle(series)} price data`}
                onClick={() => setConfirming(series)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this price data?</DialogTitle>
            <DialogDescription>
              {confirming && `${seriesTitle(confirming)}: ${seriesSpan(confirming)}. `}
              Your trades stay; they can no longer take their chart data from these bars.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => confirming && remove.mutate(confirming)}
            >
              {remove.isPending ? 'Deleting…' : 'Delete price data'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
