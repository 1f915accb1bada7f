// MAE and MFE of closed trades the trader left blank, from the price data they saved: the same
// rule as the trade page (excursionsFromBars), on the finest series covering the whole trade.
import { excursionsFromBars } from '../analytics/excursions.ts';
import { parseInstant } from '../analytics/instant.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { fromStoredBars, isTimeframe, TIMEFRAME_MS, type PriceBar } from '../price-series/bars.ts';
import type { AnalyticsJournal } from './payload.ts';

interface SavedSeries {
  timeframe: string;
  durationMs: number;
  firstMs: number;
  endMs: number;
  bars: PriceBar[];
  /** Each bar's start, ascending (stored bars are in time order). */
  starts: Float64Array;
}

/** The bars overlapping [open, close]: a slice found by bisection, not a pass over the series. */
function barsDuring(series: SavedSeries, open: number, close: number): PriceBar[] {
  const firstAfter = (limit: number): number => {
    let low = 0;
    let high = series.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((series.starts[middle] ?? 0) <= limit) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return series.bars.slice(firstAfter(open - series.durationMs), firstAfter(close));
}

/** Symbols per request, so the URL stays short. */
const SYMBOLS_PER_REQUEST = 100;
/** Series per request for their bars (up to 50,000 bars each). */
const SERIES_PER_REQUEST = 10;

const needsBars = (trade: AnalyticsTrade): boolean =>
  trade.closedAt !== null &&
  (trade.mae === null || trade.mae === undefined || trade.mfe === null || trade.mfe === undefined) &&
  trade.symbol !== undefined &&
  trade.side !== undefined &&
  trade.entryPrice !== undefined &&
  trade.quantity !== undefined;

function seriesOf(value: unknown): (SavedSeries & { symbol: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const { symbol, timeframe, first_at: firstAt, last_at: lastAt } = row;
  if (typeof symbol !== 'string' || typeof timeframe !== 'string' || !isTimeframe(timeframe)) return null;
  if (typeof firstAt !== 'string' || typeof lastAt !== 'string') return null;
  const bars = fromStoredBars(row.bars);
  const firstMs = parseInstant(firstAt);
  const durationMs = TIMEFRAME_MS[timeframe];
  const endMs = parseInstant(lastAt) + durationMs;
  if (bars === null || !Number.isFinite(firstMs) || !Number.isFinite(endMs)) return null;
  const starts = Float64Array.from(bars, (bar) => parseInstant(bar.time));
  return { symbol, timeframe, durationMs, firstMs, endMs, bars, starts };
}

/** Requests at once: a trader with hundreds of saved series must not send dozens of bar reads together. */
const REQUESTS_AT_ONCE = 4;

/** The tasks' answers in order, at most REQUESTS_AT_ONCE running at a time. */
async function inTurns<T>(tasks: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const answers = new Array<T>(tasks.length);
  let next = 0;
  const runner = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task !== undefined) answers[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(REQUESTS_AT_ONCE, tasks.length) }, runner));
  return answers;
}

/** A PostgREST `in.(...)` list: every value quoted, as symbols may hold '/', ',' or '.'. */
const inList = (values: readonly string[]): string =>
  `in.(${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')})`;

/**
 * Fills `mae` / `mfe` of the journal's closed trades that lack them, where a saved series of the
 * trade's symbol covers it from entry to exit. `get` reads a server path as JSON.
 */
export async function addExcursionsFromBars(
  journal: AnalyticsJournal,
  get: (path: string) => Promise<unknown>,
): Promise<number> {
  const wanted = journal.trades.filter(needsBars);
  if (wanted.length === 0) return 0;
  let firstOpen = Infinity;
  let lastClose = -Infinity;
  for (const trade of wanted) {
    firstOpen = Math.min(firstOpen, parseInstant(trade.openedAt));
    lastClose = Math.max(lastClose, parseInstant(trade.closedAt ?? trade.openedAt));
  }
  if (!Number.isFinite(firstOpen) || !Number.isFinite(lastClose)) return 0;
  const symbols = [...new Set(wanted.map((trade) => trade.symbol ?? ''))].sort();
  // Only series overlapping the trades' span: a series ending before the first entry, or starting
  // after the last exit, covers none of them. Their ids first (small answers, asked side by side),
  // then the bars of those alone: most journals have no saved series for most of their symbols.
  const span = [
    `first_at=lte.${encodeURIComponent(new Date(lastClose).toISOString())}`,
    `last_at=gte.${encodeURIComponent(new Date(firstOpen - 7 * 86_400_000).toISOString())}`,
  ];
  const chunks = <T>(items: readonly T[], size: number): T[][] =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  const heads = await inTurns(
    chunks(symbols, SYMBOLS_PER_REQUEST).map((chunk) => async () => {
      const rows = await get(
        `/rest/v1/price_series?${['select=id', `symbol=${encodeURIComponent(inList(chunk))}`, ...span].join('&')}`,
      );
      return Array.isArray(rows) ? rows : [];
    }),
  );
  const ids = heads
    .flat()
    .map((row: unknown) => (typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : null))
    .filter((id): id is string => typeof id === 'string');
  const bySymbol = new Map<string, SavedSeries[]>();
  const bodies = await inTurns(
    chunks(ids, SERIES_PER_REQUEST).map((chunk) => async () => {
      const rows = await get(
        `/rest/v1/price_series?select=symbol,timeframe,first_at,last_at,bars&id=${encodeURIComponent(inList(chunk))}`,
      );
      return Array.isArray(rows) ? rows : [];
    }),
  );
  for (const rows of bodies) {
    for (const row of rows) {
      const series = seriesOf(row);
      if (series === null) continue;
      const list = bySymbol.get(series.symbol) ?? [];
      list.push(series);
      bySymbol.set(series.symbol, list);
    }
  }
  for (const list of bySymbol.values()) list.sort((a, b) => a.durationMs - b.durationMs);
  let filled = 0;
  for (const trade of wanted) {
    const open = parseInstant(trade.openedAt);
    const close = parseInstant(trade.closedAt ?? trade.openedAt);
    const covering = (bySymbol.get(trade.symbol ?? '') ?? []).find(
      (series) => series.firstMs <= open && series.endMs > close,
    );
    if (covering === undefined) continue;
    const found = excursionsFromBars(trade, barsDuring(covering, open, close), covering.timeframe);
    if (found.source !== 'bars') continue;
    trade.mae = found.mae;
    trade.mfe = found.mfe;
    filled++;
  }
  return filled;
}
