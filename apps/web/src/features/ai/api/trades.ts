import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { aiKeys } from './keys';
import { batchedReader } from './trade-batch';

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

async function readTrades(ids: string[]): Promise<Map<string, FindingTrade>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('trades')
    .select('id, symbol, side, currency, opened_at, closed_at, net:net_pnl::text, r:r_multiple::text')
    .in('id', ids);
  if (error) throw error;
  return new Map(
    z
      .array(row)
      .parse(data)
      .map((trade): [string, FindingTrade] => [
        trade.id,
        {
          id: trade.id,
          symbol: trade.symbol,
          side: trade.side,
          currency: trade.currency,
          openedAt: trade.opened_at,
          closedAt: trade.closed_at,
          netPnl: trade.net,
          r: trade.r,
        },
      ]),
  );
}

// Every card of the page asks at once: their trades are read together.
const readTogether = batchedReader(readTrades, IDS_PER_REQUEST);

/** The trades of `ids`, in that order; a trade deleted since the analysis is left out. */
export function findingTradesQuery(userId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: aiKeys.trades(userId, ids),
    queryFn: async (): Promise<FindingTrade[]> => {
      const found = await readTogether(ids);
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    staleTime: 60_000,
  });
}
