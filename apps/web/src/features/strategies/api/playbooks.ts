import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { PlaybookDraft } from '../lib/playbook-form';
import { strategyKeys } from './keys';

// Money comes back as text: numeric over JSON would be a double and could lose digits.
const COLUMNS = [
  'id',
  'name',
  'description',
  'market',
  'timeframe',
  'rules',
  'max_risk_amount::text',
  'max_trades_per_day',
  'archived_at',
  'is_sample',
  'created_at',
].join(', ');

const ruleRow = z.object({ id: z.string(), text: z.string() });

const playbookRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  market: z.string().nullable(),
  timeframe: z.string().nullable(),
  // jsonb any client may have written: a malformed list reads as no rules.
  rules: z.array(ruleRow).catch([]),
  max_risk_amount: z.string().nullable(),
  max_trades_per_day: z.number().nullable(),
  archived_at: z.string().nullable(),
  is_sample: z.boolean(),
  created_at: z.string(),
});

export type PlaybookRow = z.infer<typeof playbookRow>;

/** Every playbook of the trader, archived ones too, by name. */
export function playbooksQuery(userId: string) {
  return queryOptions({
    queryKey: strategyKeys.list(userId),
    queryFn: async (): Promise<PlaybookRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('strategies').select(COLUMNS).order('name').order('id');
      if (error) throw error;
      return z.array(playbookRow).parse(data);
    },
  });
}

function columnsOf(draft: PlaybookDraft) {
  return {
    name: draft.name,
    market: draft.market,
    timeframe: draft.timeframe,
    description: draft.description,
    rules: draft.rules,
    max_risk_amount: draft.maxRiskAmount,
    max_trades_per_day: draft.maxTradesPerDay,
  };
}

/** Stores a new playbook; its id. */
export async function insertPlaybook(draft: PlaybookDraft): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('strategies')
    .insert(columnsOf(draft))
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

export async function updatePlaybook(id: string, draft: PlaybookDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('strategies').update(columnsOf(draft)).eq('id', id);
  if (error) throw error;
}

/** Archives (`archived` true) or brings back a playbook; its trades and figures stay. */
export async function setPlaybookArchived(id: string, archived: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('strategies')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}

/** How many trades (any status, archived ones too) carry the playbook, asked when a delete is confirmed. */
export function tradeCountQuery(userId: string, strategyId: string) {
  return queryOptions({
    queryKey: strategyKeys.tradeCount(userId, strategyId),
    queryFn: async (): Promise<number> => {
      const supabase = await loadSupabase();
      const { count, error } = await supabase
        .from('trades')
        .select('id', { count: 'exact', head: true })
        .eq('strategy_id', strategyId);
      if (error) throw error;
      return count ?? 0;
    },
    staleTime: 0,
  });
}
