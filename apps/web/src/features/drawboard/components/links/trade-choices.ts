import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

const choiceRow = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  net_pnl: z.string().nullable(),
  currency: z.string().nullable(),
});

export type TradeChoice = z.infer<typeof choiceRow>;

const LIMIT = 20;

/** `%` and `_` typed by the trader are letters, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The latest trades, or those whose symbol starts with `search`: what a board can link or show as a card. */
export function tradeChoicesQuery(userId: string, search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['drawboards', userId, 'trade-choices', term] as const,
    queryFn: async (): Promise<TradeChoice[]> => {
      const supabase = await loadSupabase();
      let query = supabase
        .from('trades')
        .select('id, symbol, side, opened_at, closed_at, net_pnl:net_pnl::text, currency')
        .order('opened_at', { ascending: false })
        .limit(LIMIT);
      if (term !== '') query = query.ilike('symbol', `${likeText(term)}%`);
      const { data, error } = await query;
      if (error) throw error;
      return z.array(choiceRow).parse(data);
    },
  });
}
