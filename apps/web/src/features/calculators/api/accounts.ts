import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/**
 * The user's open accounts, offered to fill a calculator's currency and balance. The key sits under
 * ['accounts', userId], the prefix of every query of the accounts feature
 * (features/accounts/api/keys.ts), which invalidates ['accounts'] after each change, so a new,
 * edited or closed account shows here at once. Its last part keeps this list apart from that
 * feature's own, which holds more columns.
 */
export const openAccountsKey = (userId: string) => ['accounts', userId, 'open-for-calculators'] as const;

const openAccount = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  // Text, so a balance keeps every digit the user saved.
  balance: z.string(),
});

export type OpenAccount = z.infer<typeof openAccount>;

export function openAccountsQuery(userId: string) {
  return queryOptions({
    queryKey: openAccountsKey(userId),
    queryFn: async (): Promise<OpenAccount[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, balance::text')
        .eq('status', 'open')
        .order('name');
      if (error) throw error;
      return z.array(openAccount).parse(data);
    },
  });
}
