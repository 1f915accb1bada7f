import { DEFAULT_ANALYTICS_FILTER, type Goal, type GoalEvaluation } from '@edgelog/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { analyticsKeys } from '../../api/keys';
import { evaluateGoals } from '../../api/worker-client';
import { retryAnalytics, workerLoad } from '../../hooks/dataset-query';
import { useAnalyticsLive } from '../../hooks/use-analytics-live';

/** Past periods shown per goal, with the current one. */
const PERIODS = 13;

/**
 * Each goal judged by the engine on the whole journal the worker holds, every period selected as
 * a page filter of that account and those dates selects it, so a goal's progress equals what the
 * analytics pages show. Keyed under the datasets: a change to the journal judges them again.
 */
export function useGoalEvaluations(goals: readonly Goal[]): UseQueryResult<GoalEvaluation[], Error> {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  useAnalyticsLive();
  return useQuery({
    queryKey: [...analyticsKeys.datasets(userId), 'goals', goals] as const,
    queryFn: async () => {
      const now = new Date().toISOString();
      const load = await workerLoad(
        userId,
        DEFAULT_ANALYTICS_FILTER,
        now,
        'The session ended: sign in again to see your goals.',
      );
      return evaluateGoals({ load, goals, now, count: PERIODS });
    },
    enabled: userId !== '' && goals.length > 0,
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    retry: retryAnalytics,
  });
}
