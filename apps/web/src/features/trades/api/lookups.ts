import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from './keys';

const accountLookup = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(['open', 'closed']),
  is_sample: z.boolean(),
});

const tagLookup = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  tag_group: z.enum(['setup', 'mistake', 'emotion', 'custom']),
});

const strategyRule = z.object({ id: z.string(), text: z.string() });

const strategyLookup = z.object({
  id: z.string(),
  name: z.string(),
  // jsonb written by any client: a missing or malformed list reads as no rules.
  rules: z.array(strategyRule).catch([]),
  archived_at: z.string().nullable(),
});

export type AccountLookup = z.infer<typeof accountLookup>;
export type TagLookup = z.infer<typeof tagLookup>;
export type TagGroup = TagLookup['tag_group'];
export type StrategyRule = z.infer<typeof strategyRule>;
export type StrategyLookup = z.infer<typeof strategyLookup>;

/** The user's accounts, open ones first, each group by name. */
export function accountLookupQuery(userId: string) {
  return queryOptions({
    queryKey: tradeKeys.accounts(userId),
    queryFn: async (): Promise<AccountLookup[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, status, is_sample')
        .order('status', { ascending: false })
        .order('name');
      if (error) throw error;
      return z.array(accountLookup).parse(data);
    },
  });
}

/** The user's tags by group, then name. */
export function tagLookupQuery(userId: string) {
  return queryOptions({
    queryKey: tradeKeys.tags(userId),
    queryFn: async (): Promise<TagLookup[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('tags')
        .select('id, name, color, tag_group')
        .order('tag_group')
        .order('name');
      if (error) throw error;
      return z.array(tagLookup).parse(data);
    },
  });
}

/** The user's strategies with their rule checklists, active ones first, each group by name. */
export function strategyLookupQuery(userId: string) {
  return queryOptions({
    queryKey: tradeKeys.strategies(userId),
    queryFn: async (): Promise<StrategyLookup[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('strategies')
        .select('id, name, rules, archived_at')
        .order('archived_at', { ascending: true, nullsFirst: true })
        .order('name');
      if (error) throw error;
      return z.array(strategyLookup).parse(data);
    },
  });
}
