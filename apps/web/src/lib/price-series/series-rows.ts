import { z } from 'zod';

/** The columns a list reads: never the bars, which may be MBs per series. */
export const SUMMARY_COLUMNS = 'id, symbol, timeframe, name, bar_count, first_at, last_at';

const summaryRow = z.object({
  id: z.string(),
  symbol: z.string(),
  timeframe: z.string(),
  name: z.string().nullable(),
  bar_count: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});

/** A saved series without its bars (public.price_series). */
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

/** One summary row as the API answers it; throws when the answer is not one. */
export function readSummary(data: unknown): SeriesSummary {
  return toSummary(summaryRow.parse(data));
}

export function readSummaries(data: unknown): SeriesSummary[] {
  return z.array(summaryRow).parse(data).map(toSummary);
}
