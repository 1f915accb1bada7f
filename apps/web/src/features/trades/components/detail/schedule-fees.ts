import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from '../../api/keys';

/**
 * Which of a trade's fills were charged by the trader's commission schedule (an import of a file
 * without costs), so the trade page can say so beside the amounts. Under the trade pages' key, so a
 * save or an import that refreshes the trade refreshes this too.
 */
export function scheduleFeesQuery(userId: string, executionIds: readonly string[]) {
  return queryOptions({
    queryKey: [...tradeKeys.details(userId), 'schedule-fees', [...executionIds].sort().join(',')] as const,
    queryFn: async (): Promise<ReadonlySet<string>> => {
      if (executionIds.length === 0) return new Set();
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trade_executions')
        .select('id')
        .in('id', [...executionIds])
        .eq('fees_from_schedule', true);
      if (error) throw error;
      return new Set(
        z
          .array(z.object({ id: z.string() }))
          .parse(data)
          .map((row) => row.id),
      );
    },
  });
}
