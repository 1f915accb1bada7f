import type { Goal } from '@edgelog/core';
import { GOAL_METRICS, GOAL_PERIODS, GOAL_RULES } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { GoalDraft } from '../lib/goal-form';
import { goalKeys } from './keys';

// The target comes back as text: numeric over JSON would be a double and could lose digits.
const COLUMNS =
  'id, name, kind, metric, rule, target::text, period, starts_on, ends_on, account_id, archived_at, created_at';

const goalRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['metric', 'rule']),
  metric: z.enum(GOAL_METRICS).nullable(),
  rule: z.enum(GOAL_RULES).nullable(),
  target: z.string(),
  period: z.enum(GOAL_PERIODS),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  account_id: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});

type GoalRow = z.infer<typeof goalRow>;

export interface StoredGoal extends Goal {
  archivedAt: string | null;
  createdAt: string;
}

function goalOf(row: GoalRow): StoredGoal {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    metric: row.metric,
    rule: row.rule,
    target: Number(row.target),
    period: row.period,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    accountId: row.account_id,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
  };
}

/** Every goal of the trader, archived ones included, the oldest first (the order they were set). */
export function goalsQuery(userId: string) {
  return queryOptions({
    queryKey: goalKeys.list(userId),
    queryFn: async (): Promise<StoredGoal[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('goals').select(COLUMNS).order('created_at').order('id');
      if (error) throw error;
      return z.array(goalRow).parse(data).map(goalOf);
    },
  });
}

function columnsOf(draft: GoalDraft) {
  return {
    name: draft.name,
    kind: draft.kind,
    metric: draft.metric,
    rule: draft.rule,
    // Sent as text so a typed 0.1 is stored as 0.1, not as the double nearest to it.
    target: draft.target === null ? null : String(draft.target),
    period: draft.period,
    starts_on: draft.startsOn,
    ends_on: draft.endsOn,
    account_id: draft.accountId,
  };
}

export async function insertGoal(draft: GoalDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('goals').insert(columnsOf(draft));
  if (error) throw error;
}

export async function updateGoal(id: string, draft: GoalDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('goals').update(columnsOf(draft)).eq('id', id);
  if (error) throw error;
}

/** Archives a goal (now) or brings it back (null). */
export async function setGoalArchived(id: string, archived: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('goals')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}

const accountChoice = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.string(),
});
export type AccountChoice = z.infer<typeof accountChoice>;

/** The trader's accounts, for a goal's scope and the currency its money is told in. */
export function accountChoicesQuery(userId: string) {
  return queryOptions({
    queryKey: goalKeys.accounts(userId),
    queryFn: async (): Promise<AccountChoice[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, status')
        .order('status', { ascending: false })
        .order('name');
      if (error) throw error;
      return z.array(accountChoice).parse(data);
    },
  });
}
