import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/**
 * How many closed trades an equity line reads: enough for its shape in a table cell. A longer
 * journal draws the latest of them, from the balance backwards (core's accountEquitySeries).
 */
export const EQUITY_TRADES = 200;

const tradeCount = z.object({ account_id: z.string().nullable(), count: z.number() });

/** Trades per account, counted by the database (every trade: planned, open, closed, archived). */
export function tradeCountsQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.tradeCounts(userId),
    queryFn: async (): Promise<ReadonlyMap<string, number>> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('trades').select('account_id, count()');
      if (error) throw error;
      const counts = new Map<string, number>();
      for (const row of z.array(tradeCount).parse(data))
        if (row.account_id !== null) counts.set(row.account_id, row.count);
      return counts;
    },
    // Trades are saved on other pages: count again whenever the page opens.
    staleTime: 0,
  });
}

const closedTrade = z.object({ closed_at: z.string(), net: z.string() });

export interface ClosedTrades {
  trades: { closedAt: string; netPnl: string }[];
  /** True when the account has more closed trades than were read. */
  partial: boolean;
}

/** The account's latest closed trades, each its close time and net P&L, for its equity line. */
export function closedTradesQuery(userId: string, accountId: string) {
  return queryOptions({
    queryKey: accountKeys.closedTrades(userId, accountId),
    queryFn: async (): Promise<ClosedTrades> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trades')
        .select('closed_at, net:net_pnl::text')
        .eq('account_id', accountId)
        .eq('status', 'closed')
        .order('closed_at', { ascending: false })
        .order('id')
        // One more than drawn, to know whether there are earlier ones.
        .limit(EQUITY_TRADES + 1);
      if (error) throw error;
      const rows = z.array(closedTrade).parse(data);
      return {
        trades: rows.slice(0, EQUITY_TRADES).map((row) => ({ closedAt: row.closed_at, netPnl: row.net })),
        partial: rows.length > EQUITY_TRADES,
      };
    },
    staleTime: 0,
  });
}

async function countOf(table: 'trades' | 'account_transactions', accountId: string): Promise<number> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('account_id', accountId);
  if (error) throw error;
  return count ?? 0;
}

export interface DeleteImpact {
  trades: number;
  transactions: number;
}

/** What goes with an account when it is deleted, counted when the confirmation opens. */
export function deleteImpactQuery(userId: string, accountId: string) {
  return queryOptions({
    queryKey: accountKeys.deleteImpact(userId, accountId),
    queryFn: async (): Promise<DeleteImpact> => {
      const [trades, transactions] = await Promise.all([
        countOf('trades', accountId),
        countOf('account_transactions', accountId),
      ]);
      return { trades, transactions };
    },
    staleTime: 0,
  });
}
