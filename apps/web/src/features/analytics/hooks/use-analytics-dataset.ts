import type { AnalyticsFilter, DatasetSummary } from '@edgelog/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { datasetQuery } from './dataset-query';
import { useAnalyticsFilter } from './use-analytics-filter';
import { useAnalyticsLive } from './use-analytics-live';

/** Every trade of a filter (the URL's by default), loaded in the analytics worker. */
export function useAnalyticsDataset(filter?: AnalyticsFilter): UseQueryResult<DatasetSummary, Error> {
  return useDatasetOf(filter, true);
}

/** The dataset query, enabled only when asked: a page that brings its own dataset loads no other. */
export function useDatasetOf(
  filter: AnalyticsFilter | undefined,
  enabled: boolean,
): UseQueryResult<DatasetSummary, Error> {
  const { filter: urlFilter } = useAnalyticsFilter();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  useAnalyticsLive();
  return useQuery({ ...datasetQuery(userId, filter ?? urlFilter), enabled: enabled && userId !== '' });
}
