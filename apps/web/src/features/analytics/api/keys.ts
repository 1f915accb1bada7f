import type { AnalyticsRequest } from '@edgelog/core';

/**
 * Query keys of the analytics pages. Every key starts with ['analytics', userId], so a change to the
 * journal refreshes every page's figures by invalidating `analyticsKeys.all(userId)`. Results are
 * keyed by the dataset they were computed on: a reload gives a new dataset id and new results.
 */
export const analyticsKeys = {
  all: (userId: string) => ['analytics', userId] as const,
  datasets: (userId: string) => ['analytics', userId, 'dataset'] as const,
  dataset: (userId: string, filterKey: string) => ['analytics', userId, 'dataset', filterKey] as const,
  hasTrades: (userId: string) => ['analytics', userId, 'has-trades'] as const,
  result: (userId: string, datasetId: string, request: AnalyticsRequest) =>
    ['analytics', userId, 'result', datasetId, request] as const,
};
