import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';
import { analyticsKeys } from './keys';

/**
 * Whether the signed-in trader's journal holds any trade: a page that loads only part of it (the
 * calendar's month) tells an empty month from an empty journal by it. Under the analytics keys, so
 * a change to the journal asks again.
 */
export function journalHasTradesQuery(userId: string) {
  return queryOptions({
    queryKey: analyticsKeys.hasTrades(userId),
    queryFn: async (): Promise<boolean> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('trades').select('id').limit(1);
      if (error) throw error;
      return data.length > 0;
    },
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
}
