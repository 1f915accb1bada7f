import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { aiKeys } from './keys';

// Ids travel in the request line, which the server caps: this many per request stays well inside.
const IDS_PER_REQUEST = 100;

const row = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.string(),
  currency: z.string().nullable(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  net: z.string().nullable(),
  r: z.string().nullable(),
});

/** A trade behind a finding, as its list shows it. Money and R stay text: no digit is lost. */
export interface FindingTrade {
  id: string;
  symbol: string;
  side: string;
  currency: string | null;
  openedAt: string | null;
  closedAt: string | null;
  netPnl: string | null;
  r: string | null;
}

/** The trades of `ids`, in that order; a trade deleted since the analysis is left out. */
export function findingTradesQuery(userId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: aiKeys.trades(userId, ids),
    queryFn: async ({ signal }): Promise<FindingTrade[]> => {
      const supabase = await loadSupabase();
      const found = new Map<string, FindingTrade>();
      for (let from = 0; from < ids.length; from += IDS_PER_REQUEST) {
        const { data, error } = await supabase
          .from('trades')
          .select('id, symbol, side, currency, opened_at, closed_at, net:net_pnl::text, r:r_multiple::text')
          .in('id', ids.slice(from, from + IDS_PER_REQUEST))
          .abortSignal(signal);
        if (error) throw error;
        for (const trade of z.array(row).parse(data))
          found.set(trade.id, {
            id: trade.id,
            symbol: trade.symbol,
            side: trade.side,
            currency: trade.currency,
            openedAt: trade.opened_at,
            closedAt: trade.closed_at,
            netPnl: trade.net,
            r: trade.r,
          });
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    staleTime: 60_000,
  });
}
