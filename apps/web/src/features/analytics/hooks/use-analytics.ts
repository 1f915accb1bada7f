import type { AnalyticsRequest, AnalyticsResponse, DatasetSummary } from '@edgelog/core';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { analyticsKeys } from '../api/keys';
import { runAnalytics } from '../api/worker-client';
import { retryAnalytics } from './dataset-query';
import { useDatasetOf } from './use-analytics-dataset';

export interface UseAnalyticsOptions {
  enabled?: boolean;
  /** The dataset to compute on; the URL filter's by default. */
  dataset?: DatasetSummary;
}

/** One figure of the engine over the dataset, once it is loaded; keyed by the dataset's id. */
export function useAnalytics<R extends AnalyticsRequest>(
  request: R,
  options: UseAnalyticsOptions = {},
): UseQueryResult<AnalyticsResponse<R>, Error> {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const urlDataset = useDatasetOf(undefined, options.dataset === undefined);
  const datasetId = options.dataset?.datasetId ?? urlDataset.data?.datasetId ?? null;
  return useQuery({
    queryKey: analyticsKeys.result(userId, datasetId ?? '', request),
    queryFn: async () => {
      if (datasetId === null) throw new Error('The analytics data is not loaded yet.');
      try {
        return await runAnalytics(datasetId, request);
      } catch (error) {
        // The worker let this dataset go (a newer one took its place, or the tab's worker is
        // new): every dataset is read again.
        if (error instanceof Error && error.name === 'DatasetNotLoadedError')
          void queryClient.invalidateQueries({ queryKey: analyticsKeys.datasets(userId) });
        throw error;
      }
    },
    enabled: (options.enabled ?? true) && datasetId !== null && userId !== '',
    // A dataset's figures never change: a change to the journal is a new dataset.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => error.name !== 'DatasetNotLoadedError' && retryAnalytics(count, error),
  });
}
