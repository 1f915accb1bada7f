import { fromStoredBars, toStoredBars, type NewPriceSeries, type PriceBar } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/** The user's saved price data (public.price_series). Lists never read the bars: a series may be MBs. */
export const priceSeriesKeys = {
  all: ['price-series'] as const,
  list: (userId: string) => ['price-series', userId, 'list'] as const,
  bars: (id: string) => ['price-series', 'bars', id] as const,
};

const SUMMARY = 'id, symbol, timeframe, name, bar_count, first_at, last_at';

const summaryRow = z.object({
  id: z.string(),
  symbol: z.string(),
  timeframe: z.string(),
  name: z.string().nullable(),
  bar_count: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});

export interface SavedSeries {
  id: string;
  symbol: string;
  timeframe: string;
  name: string | null;
  barCount: number;
  firstAt: string;
  lastAt: string;
}

const toSaved = (row: z.infer<typeof summaryRow>): SavedSeries => ({
  id: row.id,
  symbol: row.symbol,
  timeframe: row.timeframe,
  name: row.name,
  barCount: row.bar_count,
  firstAt: row.first_at,
  lastAt: row.last_at,
});

export function savedSeriesQuery(userId: string) {
  return queryOptions({
    queryKey: priceSeriesKeys.list(userId),
    queryFn: async (): Promise<SavedSeries[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('price_series')
        .select(SUMMARY)
        .order('symbol')
        .order('first_at', { ascending: false });
      if (error) throw error;
      return z.array(summaryRow).parse(data).map(toSaved);
    },
  });
}

export function seriesBarsQuery(id: string) {
  return queryOptions({
    queryKey: priceSeriesKeys.bars(id),
    // A saved series never changes under its id here; keep it while the page is open.
    staleTime: Infinity,
    queryFn: async (): Promise<PriceBar[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('price_series').select('bars').eq('id', id).single();
      if (error) throw error;
      const bars = fromStoredBars(z.object({ bars: z.unknown() }).parse(data).bars);
      if (bars === null) throw new Error('The saved price data could not be read');
      return bars;
    },
  });
}

export async function insertPriceSeries(series: NewPriceSeries): Promise<SavedSeries> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .insert({
      symbol: series.symbol,
      timeframe: series.timeframe,
      name: series.name,
      bars: toStoredBars(series.bars),
    })
    .select(SUMMARY)
    .single();
  if (error) throw error;
  return toSaved(summaryRow.parse(data));
}

export async function deletePriceSeries(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('price_series').delete().eq('id', id);
  if (error) throw error;
}
