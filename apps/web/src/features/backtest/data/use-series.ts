import type { SampleMarket } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLoadError } from '@/features/errors/use-load-error';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { priceSeriesKeys, seriesListQuery, type SeriesSummary } from '@/lib/price-series';
import { saveSampleSeries } from './save-sample-series';

/** The trader's saved series (summaries), a failure reported once with its catalogue record kept. */
export function useSeriesList() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const query = useQuery({ ...seriesListQuery(userId), enabled: userId !== '' });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadError = useLoadError(query.error, retry);
  return { ...query, loadError, retry };
}

/** One click: a seeded sample series saved as price data. */
export function useSaveSample(onSaved?: (saved: SeriesSummary) => void) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  return useMutation({
    mutationFn: (market: SampleMarket) => saveSampleSeries(market),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: priceSeriesKeys.all });
      onSaved?.(saved);
    },
    onError: (error) => handleError(error),
  });
}
