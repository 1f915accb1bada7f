import {
  fromStoredBars,
  ohlcvFromPriceBars,
  toStoredBars,
  type NewPriceSeries,
  type OhlcvBar,
  type PriceBar,
} from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { readSummaries, readSummary, SUMMARY_COLUMNS, type SeriesSummary } from './series-rows';

/** The trader's saved price data over the data API, for every page that reads or saves it. */
export const priceSeriesKeys = {
  all: ['price-series'] as const,
  list: (userId: string) => ['price-series', userId, 'list'] as const,
  bars: (id: string) => ['price-series', 'bars', id] as const,
  ohlcv: (id: string) => ['price-series', 'ohlcv', id] as const,
};

export async function listSeries(): Promise<SeriesSummary[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .select(SUMMARY_COLUMNS)
    .order('symbol')
    .order('timeframe')
    .order('first_at');
  if (error) throw error;
  return readSummaries(data);
}

export function seriesListQuery(userId: string) {
  return queryOptions({ queryKey: priceSeriesKeys.list(userId), queryFn: listSeries });
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

// Saved bars change only through insertSeries/replaceSeriesBars/deleteSeries, whose callers clear
// priceSeriesKeys.all: the bars stay cached while a page is open.
export function priceBarsQuery(seriesId: string) {
  return queryOptions({
    queryKey: priceSeriesKeys.bars(seriesId),
    staleTime: Infinity,
    queryFn: () => loadPriceBars(seriesId),
  });
}

/** A series' bars as numbers, for charts and simulations. */
export function ohlcvBarsQuery(seriesId: string) {
  return queryOptions({
    queryKey: priceSeriesKeys.ohlcv(seriesId),
    staleTime: Infinity,
    queryFn: async (): Promise<OhlcvBar[]> => ohlcvFromPriceBars(await loadPriceBars(seriesId)),
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
    .select(SUMMARY_COLUMNS)
    .single();
  if (error) throw error;
  return readSummary(data);
}

/** Replaces a series' bars (an upload merged into it); the table recounts its summary. */
export async function replaceSeriesBars(seriesId: string, bars: readonly PriceBar[]): Promise<SeriesSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('price_series')
    .update({ bars: toStoredBars(bars) })
    .eq('id', seriesId)
    .select(SUMMARY_COLUMNS)
    .single();
  if (error) throw error;
  return readSummary(data);
}

export async function deleteSeries(seriesId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('price_series').delete().eq('id', seriesId);
  if (error) throw error;
}
