import { GOAL_PERIODS, GOAL_RULES, type Goal } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

const ruleGoalRow = z.object({
  id: z.string(),
  name: z.string(),
  rule: z.enum(GOAL_RULES),
  target: z.string(),
  period: z.enum(GOAL_PERIODS),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  account_id: z.string().nullable(),
});

/**
 * The key sits under the goals page's ['goals', userId]: a goal saved, archived or deleted there
 * refreshes the dashboard's notice and the calendar's flags without either feature importing the
 * other.
 */
export const ruleGoalsKey = (userId: string) => ['goals', userId, 'rules'] as const;

/** The trader's rule goals in force (not archived), which the dashboard and the calendar flag. */
export function ruleGoalsQuery(userId: string) {
  return queryOptions({
    queryKey: ruleGoalsKey(userId),
    queryFn: async (): Promise<Goal[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('goals')
        .select('id, name, rule, target::text, period, starts_on, ends_on, account_id')
        .eq('kind', 'rule')
        .is('archived_at', null)
        .order('created_at')
        .order('id');
      if (error) throw error;
      return z
        .array(ruleGoalRow)
        .parse(data)
        .map((row) => ({
          id: row.id,
          name: row.name,
          kind: 'rule',
          metric: null,
          rule: row.rule,
          target: Number(row.target),
          period: row.period,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          accountId: row.account_id,
        }));
    },
    staleTime: 60_000,
  });
}
