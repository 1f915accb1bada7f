import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { goalKeys } from './keys';

const tradeRow = z.object({ id: z.string(), symbol: z.string() });

/** The symbols of the trades that broke a rule, so each link names its trade. */
export function breakTradesQuery(userId: string, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: [...goalKeys.all(userId), 'break-trades', sorted] as const,
    queryFn: async (): Promise<ReadonlyMap<string, string>> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('trades').select('id, symbol').in('id', sorted);
      if (error) throw error;
      return new Map(
        z
          .array(tradeRow)
          .parse(data)
          .map((row) => [row.id, row.symbol]),
      );
    },
    staleTime: 5 * 60_000,
  });
}
