import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { loadSupabase } from '@/lib/supabase';
import type { Choice } from './filter-summary';

/**
 * Every account of the trader for the account filter. The dataset lists only the accounts of the
 * filter, so choosing one account must not make the others vanish from the list.
 */
export function useAccountChoices(): Choice[] | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const query = useQuery({
    // Under ['analytics', userId]: the live hook's refresh after a journal change updates it too.
    queryKey: ['analytics', userId, 'account-choices'],
    enabled: userId !== '',
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<Choice[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, kind')
        .order('name');
      if (error) throw error;
      // A backtest account counts only when chosen: the label says why it is not in "All accounts".
      return (data as { id: string; name: string; currency: string; kind: string }[]).map((row) => ({
        id: row.id,
        label: `${row.name} (${row.currency})${row.kind === 'backtest' ? ' · backtest, only when chosen' : ''}`,
      }));
    },
  });
  return query.data;
}
