import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { latestClose, priceSymbolsOf, type FoundClose, type FxRateDraft } from '../lib/fx-rates-form';

/**
 * The trader's exchange rates (public.fx_rates). Keys live under ['analytics', userId], so
 * invalidating that prefix after a change refreshes this list and reloads every analytics dataset,
 * whose conversions read the rates.
 */
export const fxRateKeys = {
  list: (userId: string) => ['analytics', userId, 'fx-rates'] as const,
};

export const FX_RATE_SOURCES = ['typed', 'price_data'] as const;
export type FxRateSource = (typeof FX_RATE_SOURCES)[number];

const fxRateRow = z.object({
  id: z.string(),
  pair: z.string(),
  day: z.string(),
  /** Exact decimal text, as stored. */
  rate: z.string(),
  source: z.enum(FX_RATE_SOURCES),
});
export type FxRateRow = z.infer<typeof fxRateRow>;

// The server answers at most REST_MAX_ROWS rows a read (1000 by default): read in pages of that.
const PAGE = 1000;

/** Every rate, by pair, the latest day first. */
export function fxRatesQuery(userId: string) {
  return queryOptions({
    queryKey: fxRateKeys.list(userId),
    queryFn: async (): Promise<FxRateRow[]> => {
      const supabase = await loadSupabase();
      const rows: FxRateRow[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await supabase
          .from('fx_rates')
          .select('id, pair, day, rate::text, source')
          .order('pair')
          .order('day', { ascending: false })
          .range(from, from + PAGE - 1);
        if (error) throw error;
        const page = z.array(fxRateRow).parse(data);
        rows.push(...page);
        if (page.length < PAGE) return rows;
      }
    },
  });
}

/** Saves a rate; one already kept for the same pair and day is replaced. */
export async function saveFxRate(draft: FxRateDraft, source: FxRateSource): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('fx_rates')
    .upsert(
      { pair: draft.pair, day: draft.day, rate: draft.rate, source },
      { onConflict: 'user_id,pair,day' },
    );
  if (error) throw error;
}

const barsRow = z.object({ bars: z.array(z.object({ t: z.string(), c: z.string() })) });

/**
 * The latest close on or before `day` in the trader's price data named like the pair (EURUSD or
 * EUR/USD), or null when none covers it. Only series starting by that day are read: bars are big.
 */
export async function closeFromPriceData(pair: string, day: string): Promise<FoundClose | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .select('bars')
    .in('symbol', priceSymbolsOf(pair))
    .lte('first_at', `${day}T23:59:59Z`);
  if (error) throw error;
  const series = z.array(barsRow).parse(data);
  return latestClose(
    series.map((s) => s.bars),
    day,
  );
}
