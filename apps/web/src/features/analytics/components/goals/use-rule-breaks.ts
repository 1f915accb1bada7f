import type { DatasetSummary, Goal, RuleBreak } from '@edgelog/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth-context';
import { ruleGoalsKey, ruleGoalsQuery } from '../../api/rule-goals';
import { useAnalytics } from '../../hooks/use-analytics';
import { useUserTableChanges } from '../../hooks/table-changes';

export interface RuleBreaksState {
  /** Every break in the dataset, the latest day first; empty while loading or without rule goals. */
  breaks: RuleBreak[];
  byDay: ReadonlyMap<string, RuleBreak[]>;
  goals: ReadonlyMap<string, Goal>;
}

const NO_GOALS: readonly Goal[] = [];

/**
 * The days the page's dataset broke the trader's rule goals, computed by the engine in the worker
 * (each goal on its own account). Flags are extra: while they load, or if they fail, the page shows
 * its figures without them.
 */
export function useRuleBreaks(dataset?: DatasetSummary): RuleBreaksState {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  // A goal set in another tab flags the days here too.
  useUserTableChanges('analytics-goals', user?.id ?? null, ['goals'], 500, () => {
    void queryClient.invalidateQueries({ queryKey: ruleGoalsKey(userId) });
  });
  const goals = useQuery({ ...ruleGoalsQuery(userId), enabled: userId !== '' });
  const list = goals.data ?? NO_GOALS;
  const breaks = useAnalytics(
    { kind: 'rule-breaks', goals: list },
    { enabled: list.length > 0, ...(dataset === undefined ? {} : { dataset }) },
  );
  return useMemo(() => {
    const sorted =
      list.length === 0 ? [] : [...(breaks.data ?? [])].sort((a, b) => b.day.localeCompare(a.day));
    const byDay = new Map<string, RuleBreak[]>();
    for (const entry of sorted) {
      const day = byDay.get(entry.day);
      if (day === undefined) byDay.set(entry.day, [entry]);
      else day.push(entry);
    }
    return { breaks: sorted, byDay, goals: new Map(list.map((goal) => [goal.id, goal])) };
  }, [breaks.data, list]);
}
