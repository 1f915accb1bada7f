import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

export const accountChoice = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(['open', 'closed']),
});
export type ImportAccount = z.infer<typeof accountChoice>;

/** The accounts a file can go into (backtest accounts are the backtester's own); under the accounts key. */
export function importAccountsQuery(userId: string) {
  return queryOptions({
    queryKey: ['accounts', userId, 'import-choices'] as const,
    queryFn: async (): Promise<ImportAccount[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, status')
        .neq('kind', 'backtest')
        .order('status', { ascending: false })
        .order('name');
      if (error) throw error;
      return z.array(accountChoice).parse(data);
    },
  });
}
