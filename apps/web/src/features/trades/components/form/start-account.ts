import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { AccountLookup } from '../../api/lookups';
import { tradeKeys } from '../../api/keys';

/**
 * The account a new trade starts on: the default from the trading settings, else the account of
 * the last trade recorded, else the only open account. A closed or unknown account is never
 * picked; '' (no account) only when none of these applies.
 */
export function startAccountId(
  accounts: readonly Pick<AccountLookup, 'id' | 'status'>[],
  defaultAccountId: string | null,
  lastUsedAccountId: string | null,
): string {
  const open = accounts.filter((account) => account.status === 'open');
  const candidates = [defaultAccountId, lastUsedAccountId];
  for (const id of candidates) {
    if (id && open.some((account) => account.id === id)) return id;
  }
  const [only] = open;
  return open.length === 1 && only ? only.id : '';
}

const lastTrade = z.object({ account_id: z.string().nullable() });

/** The account of the trader's most recently recorded trade (null when there is none). */
export function lastUsedAccountQuery(userId: string) {
  return queryOptions({
    // Under the user's trades prefix: saving a trade refreshes it with the log.
    queryKey: [...tradeKeys.lookups(userId), 'last-used-account'] as const,
    queryFn: async (): Promise<string | null> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trades')
        .select('account_id')
        .not('account_id', 'is', null)
        .order('created_at', { ascending: false })
        .limit(1);
      if (error) throw error;
      const [row] = z.array(lastTrade).parse(data);
      return row?.account_id ?? null;
    },
  });
}
