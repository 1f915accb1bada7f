import { analyticsFilterKey, type AnalyticsFilter, type DatasetSummary } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import { journalGeneration } from '../api/journal-generation';
import { analyticsKeys } from '../api/keys';
import { loadAnalyticsDataset } from '../api/worker-client';

const code = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
const status = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * Retries only what another try can fix (the network, a busy server): a journal the app cannot
 * read, or a refused session, fails at once.
 */
export function retryAnalytics(failureCount: number, error: Error): boolean {
  if (code(error) === 'DASHBOARD-001') return false;
  const httpStatus = status(error);
  if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) return false;
  return failureCount < 2;
}

/** The query of the dataset of one filter, read by the worker as the signed-in user. */
export function datasetQuery(userId: string, filter: AnalyticsFilter) {
  return queryOptions({
    queryKey: analyticsKeys.dataset(userId, analyticsFilterKey(filter)),
    queryFn: async (): Promise<DatasetSummary> => {
      const supabase = await loadSupabase();
      // The session's token now, refreshed by supabase-js when it was about to expire.
      const { data } = await supabase.auth.getSession();
      const accessToken = data.session?.access_token;
      if (accessToken === undefined) throw new Error('The session ended: sign in again to see your figures.');
      const { url, anonKey } = getAppConfig();
      return loadAnalyticsDataset({
        url,
        apiKey: anonKey,
        accessToken,
        filter,
        now: new Date().toISOString(),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        userId,
        generation: journalGeneration(userId),
      });
    },
    // The live hook invalidates the data when the journal changes: no refetch on a timer or focus.
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryAnalytics,
  });
}
