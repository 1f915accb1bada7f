import type { TradeForChart } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/**
 * The user's trades as the calculators need them to find chart data. Features do not share code,
 * so this reads public.trades itself; its key starts with ['trades', userId], which the trades
 * feature invalidates after a save, so a new trade shows here too.
 */
export const chartTradeKeys = {
  list: (userId: string) => ['trades', userId, 'chart-data'] as const,
};

// The entry is text: numeric over JSON would be a double.
const COLUMNS = 'id, symbol, asset_class, side, status, opened_at, closed_at, entry:entry_price::text';

// The journal names futures in the singular; the calculators' instrument lists say 'futures'.
const instrumentOf = (assetClass: string) => (assetClass === 'future' ? 'futures' : assetClass);

const tradeRow = z.object({
  id: z.string(),
  symbol: z.string(),
  asset_class: z.string(),
  side: z.string(),
  status: z.enum(['planned', 'open', 'closed']),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  entry: z.string(),
});

export interface ChartTrade extends TradeForChart {
  id: string;
  instrument: string;
  side: string;
  entry: string;
}

export function chartTradesQuery(userId: string) {
  return queryOptions({
    queryKey: chartTradeKeys.list(userId),
    queryFn: async (): Promise<ChartTrade[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trades')
        .select(COLUMNS)
        .order('opened_at', { ascending: false, nullsFirst: true })
        .limit(500);
      if (error) throw error;
      return z
        .array(tradeRow)
        .parse(data)
        .map((row) => ({
          id: row.id,
          symbol: row.symbol,
          instrument: instrumentOf(row.asset_class),
          side: row.side,
          status: row.status,
          openedAt: row.opened_at,
          closedAt: row.closed_at,
          entry: row.entry,
        }));
    },
  });
}
