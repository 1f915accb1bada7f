import type { SampleMarket } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { saveSampleSeries, seriesKeys, seriesListQuery } from './series-api';

/** The trader's saved series (summaries), with failures reported once through the error catalogue. */
export function useSeriesList() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { handleError } = useErrorHandler();
  const query = useQuery({ ...seriesListQuery(userId), enabled: userId !== '' });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) handleError(error, { retry: () => void refetch() });
  }, [error, refetch, handleError]);
  return query;
}

/** One click: a seeded sample series saved as price data. */
export function useSaveSample(onSaved?: (id: string) => void) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  return useMutation({
    mutationFn: (market: SampleMarket) => saveSampleSeries(market),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: seriesKeys.all });
      onSaved?.(saved.id);
    },
    onError: (error) => handleError(error),
  });
}
