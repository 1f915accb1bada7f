// A price series as the journal keeps it: OHLC bars with prices as the decimal text of the
// trader's file (never a double) and times as UTC instants to the second.

export const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const MINUTE = 60_000;
/** How long one bar of each timeframe lasts: a bar at t covers [t, t + duration). */
export const TIMEFRAME_MS: Readonly<Record<Timeframe, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

export const TIMEFRAME_LABELS: Readonly<Record<Timeframe, string>> = {
  '1m': '1 minute',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '30m': '30 minutes',
  '1h': '1 hour',
  '4h': '4 hours',
  '1d': '1 day',
  '1w': '1 week',
};

/** The table's caps (price_series_bars_shape, price_series_name_length). */
export const MAX_BARS = 50_000;
export const MAX_SERIES_NAME_LENGTH = 80;

export interface PriceBar {
  /** UTC to the second, `2025-03-03T14:30:00Z`: text order is time order. */
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Traded volume as decimal text, when the file had it. */
  volume?: string;
}

/** A bar as stored in price_series.bars: short keys, since a series may hold 50,000 of them. */
export interface StoredBar {
  t: string;
  o: string;
  h: string;
  l: string;
  c: string;
  v?: string;
}

export function isTimeframe(value: string): value is Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value);
}

export function toStoredBars(bars: readonly PriceBar[]): StoredBar[] {
  return bars.map((bar) => {
    const stored: StoredBar = { t: bar.time, o: bar.open, h: bar.high, l: bar.low, c: bar.close };
    if (bar.volume !== undefined) stored.v = bar.volume;
    return stored;
  });
}

function isStoredBar(value: unknown): value is StoredBar {
  if (typeof value !== 'object' || value === null) return false;
  const bar = value as Record<string, unknown>;
  return (
    ['t', 'o', 'h', 'l', 'c'].every((key) => typeof bar[key] === 'string') &&
    (bar.v === undefined || typeof bar.v === 'string')
  );
}

/** The bars of a stored series, or null when the value is not a list of stored bars. */
export function fromStoredBars(value: unknown): PriceBar[] | null {
  if (!Array.isArray(value) || !value.every(isStoredBar)) return null;
  return value.map((bar: StoredBar) => {
    const read: PriceBar = { time: bar.t, open: bar.o, high: bar.h, low: bar.l, close: bar.c };
    if (bar.v !== undefined) read.volume = bar.v;
    return read;
  });
}

/** An instant as a stored bar time: whole seconds, UTC, no milliseconds. */
export function barTimeOf(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
