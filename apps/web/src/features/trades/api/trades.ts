import type { TradeDraft } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { localInputToIso } from '../lib/local-datetime';

export const tradeKeys = {
  all: ['trades'] as const,
  list: (userId: string) => ['trades', userId, 'list'] as const,
};

// Prices and sizes come back as text: numeric over JSON would be a double and could lose digits.
const LIST_COLUMNS =
  'id, instrument, symbol, side, status, entry:entry_price::text, exit:exit_price::text, quantity::text, opened_at, created_at';

const tradeRow = z.object({
  id: z.string(),
  instrument: z.string(),
  symbol: z.string(),
  side: z.string(),
  status: z.string(),
  entry: z.string(),
  exit: z.string().nullable(),
  quantity: z.string().nullable(),
  opened_at: z.string().nullable(),
  created_at: z.string(),
});

export type TradeListRow = z.infer<typeof tradeRow>;

export function tradesListQuery(userId: string) {
  return queryOptions({
    queryKey: tradeKeys.list(userId),
    queryFn: async (): Promise<TradeListRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trades')
        .select(LIST_COLUMNS)
        // Planned trades (not opened yet) first, then the latest opened.
        .order('opened_at', { ascending: false, nullsFirst: true })
        .order('created_at', { ascending: false });
      if (error) throw error;
      return z.array(tradeRow).parse(data);
    },
  });
}

/** Saves a checked trade; its times are read in the browser's time zone. Returns the new id. */
export async function insertTrade(draft: TradeDraft): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('trades')
    .insert({
      instrument: draft.instrument,
      symbol: draft.symbol,
      side: draft.side,
      status: draft.status,
      entry_price: draft.entry,
      stop_price: draft.stop,
      target_price: draft.target,
      exit_price: draft.exit,
      quantity: draft.quantity,
      fees: draft.fees,
      opened_at: draft.openedAt === null ? null : localInputToIso(draft.openedAt),
      closed_at: draft.closedAt === null ? null : localInputToIso(draft.closedAt),
      notes: draft.notes,
    })
    .select('id')
    .single();
  if (error) throw error;
  return z.object({ id: z.string() }).parse(data).id;
}
