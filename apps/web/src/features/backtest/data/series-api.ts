import {
  fromStoredBars,
  ohlcvFromPriceBars,
  sampleSeries,
  toStoredBars,
  type NewPriceSeries,
  type OhlcvBar,
  type PriceBar,
  type SampleMarket,
} from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { sampleSeriesBars, SAMPLE_REQUESTS } from './sample-data';

/** Price data as the backtest reads it (public.price_series). Lists never read the bars: a series may be MBs. */
export const seriesKeys = {
  all: ['price-series'] as const,
  list: (userId: string) => ['price-series', userId, 'list'] as const,
  bars: (id: string) => ['price-series', 'bars', id] as const,
  ohlcv: (id: string) => ['price-series', 'ohlcv', id] as const,
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

export interface SeriesSummary {
  id: string;
  symbol: string;
  /** The stored timeframe: 1m, 5m, 15m, 30m, 1h, 4h, 1d, 1w. */
  timeframe: string;
  name: string | null;
  barCount: number;
  firstAt: string;
  lastAt: string;
}

const toSummary = (row: z.infer<typeof summaryRow>): SeriesSummary => ({
  id: row.id,
  symbol: row.symbol,
  timeframe: row.timeframe,
  name: row.name,
  barCount: row.bar_count,
  firstAt: row.first_at,
  lastAt: row.last_at,
});

export async function listSeries(): Promise<SeriesSummary[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .select(SUMMARY)
    .order('symbol')
    .order('timeframe')
    .order('first_at');
  if (error) throw error;
  return z.array(summaryRow).parse(data).map(toSummary);
}

export function seriesListQuery(userId: string) {
  return queryOptions({ queryKey: seriesKeys.list(userId), queryFn: listSeries });
}

/** A series' bars as saved: the trader's decimal text, kept for merging an upload into it. */
export async function loadPriceBars(seriesId: string): Promise<PriceBar[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('price_series').select('bars').eq('id', seriesId).single();
  if (error) throw error;
  const bars = fromStoredBars(z.object({ bars: z.unknown() }).parse(data).bars);
  if (bars === null) throw new Error('The saved price data could not be read');
  return bars;
}

/** A series' bars as numbers, for the replay and the chart. */
export async function loadBars(seriesId: string): Promise<OhlcvBar[]> {
  return ohlcvFromPriceBars(await loadPriceBars(seriesId));
}

export function seriesBarsQuery(seriesId: string) {
  return queryOptions({
    queryKey: seriesKeys.ohlcv(seriesId),
    // A series is only replaced through this page, which clears the cache when it does.
    staleTime: Infinity,
    queryFn: () => loadBars(seriesId),
  });
}

export async function insertSeries(series: NewPriceSeries): Promise<SeriesSummary> {
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
  return toSummary(summaryRow.parse(data));
}

/** Replaces a series' bars (an upload merged into it); the table recounts its summary. */
export async function replaceSeriesBars(seriesId: string, bars: readonly PriceBar[]): Promise<SeriesSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .update({ bars: toStoredBars(bars) })
    .eq('id', seriesId)
    .select(SUMMARY)
    .single();
  if (error) throw error;
  return toSummary(summaryRow.parse(data));
}

export async function deleteSeries(seriesId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('price_series').delete().eq('id', seriesId);
  if (error) throw error;
}

/** One of the app's seeded sample series saved as price data: the same bars for every trader. */
export async function saveSampleSeries(market: SampleMarket): Promise<SeriesSummary> {
  const request = SAMPLE_REQUESTS[market];
  const sample = sampleSeries(request);
  return insertSeries({
    symbol: sample.symbol,
    timeframe: request.timeframe === '1D' ? '1d' : request.timeframe,
    name: `Sample ${market}`,
    bars: sampleSeriesBars(sample),
  });
}
