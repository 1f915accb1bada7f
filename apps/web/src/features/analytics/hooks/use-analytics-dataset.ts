import type { AnalyticsFilter, DatasetSummary } from '@edgelog/core';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { datasetQuery } from './dataset-query';
import { useAnalyticsFilter } from './use-analytics-filter';
import { useAnalyticsLive } from './use-analytics-live';

/**
 * Every trade of a filter (the URL's by default), loaded in the analytics worker. With
 * `keepPrevious`, the last filter's dataset stays while the next one loads (the calendar moving
 * from month to month keeps its grid, and the keyboard's place in it).
 */
export function useAnalyticsDataset(
  filter?: AnalyticsFilter,
  keepPrevious = false,
): UseQueryResult<DatasetSummary, Error> {
  return useDatasetOf(filter, true, keepPrevious);
}

/** The dataset query, enabled only when asked: a page that brings its own dataset loads no other. */
export function useDatasetOf(
  filter: AnalyticsFilter | undefined,
  enabled: boolean,
  keepPrevious = false,
): UseQueryResult<DatasetSummary, Error> {
  const { filter: urlFilter } = useAnalyticsFilter();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  useAnalyticsLive();
  return useQuery({
    ...datasetQuery(userId, filter ?? urlFilter),
    enabled: enabled && userId !== '',
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
