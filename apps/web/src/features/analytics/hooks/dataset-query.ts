import {
  analyticsFilterKey,
  type AnalyticsFilter,
  type DatasetSummary,
  type LoadRequest,
} from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import { journalGeneration } from '../api/journal-generation';
import { analyticsKeys } from '../api/keys';
import { loadAnalyticsDataset, startAnalyticsWorker } from '../api/worker-client';

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

/**
 * What the worker needs to read the signed-in user's journal for `filter`: the server, the
 * session's token now (refreshed by supabase-js when it was about to expire) and the journal's
 * generation. `ended` is the message when the session is gone.
 */
export async function workerLoad(
  userId: string,
  filter: AnalyticsFilter,
  now: string,
  ended: string,
): Promise<LoadRequest> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  if (accessToken === undefined) throw new Error(ended);
  const { url, anonKey } = getAppConfig();
  return { url, apiKey: anonKey, accessToken, filter, now, userId, generation: journalGeneration(userId) };
}

/** The query of the dataset of one filter, read by the worker as the signed-in user. */
export function datasetQuery(userId: string, filter: AnalyticsFilter) {
  return queryOptions({
    queryKey: analyticsKeys.dataset(userId, analyticsFilterKey(filter)),
    queryFn: async (): Promise<DatasetSummary> => {
      startAnalyticsWorker();
      const load = await workerLoad(
        userId,
        filter,
        new Date().toISOString(),
        'The session ended: sign in again to see your figures.',
      );
      return loadAnalyticsDataset({ ...load, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    },
    // The live hook invalidates the data when the journal changes: no refetch on a timer or focus.
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryAnalytics,
  });
}
