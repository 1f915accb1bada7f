// Turning bars read from a trader's file into a series the journal can keep. The rules are the
// table's checks (supabase/migrations/20260107000000_price_series.sql), said in words a trader can
// act on before anything is sent.
import { MAX_SYMBOL_LENGTH, normalizeSymbol } from '../trades/trade-form.ts';
import { exactOf, readDecimalText } from '../trades/decimal-text.ts';
import {
  MAX_BARS,
  MAX_SERIES_NAME_LENGTH,
  TIMEFRAMES,
  barTimeOf,
  isTimeframe,
  type PriceBar,
  type Timeframe,
} from './bars.ts';

/** A bar as a file gave it: the line it came from, its time (NaN when unreadable), price text. */
export interface ReadBar {
  line: number;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Volume text, when the file has a volume column; an empty cell is no volume. */
  volume?: string;
}

export interface PriceSeriesInput {
  symbol: string;
  timeframe: string;
  name: string;
  bars: readonly ReadBar[];
}

export interface NewPriceSeries {
  symbol: string;
  timeframe: Timeframe;
  name: string | null;
  bars: PriceBar[];
}

export interface SeriesIssue {
  field: 'symbol' | 'timeframe' | 'name' | 'bars';
  message: string;
}

export type SeriesBuild = { ok: true; series: NewPriceSeries } | { ok: false; issues: SeriesIssue[] };

// Years Postgres reads in the stored form (four digits, no year 0).
const FIRST_MS = Date.UTC(1000, 0, 1);
const LAST_MS = Date.UTC(10000, 0, 1);
const PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

function symbolIssue(symbol: string): string | null {
  if (symbol === '') return 'Enter the symbol, like AAPL, or a forex pair as BASE/QUOTE, like EUR/USD.';
  if (symbol.length > MAX_SYMBOL_LENGTH) return `Use at most ${MAX_SYMBOL_LENGTH} characters.`;
  if (/\s/.test(symbol)) return 'A symbol has no spaces, like BRK.B or BTC/USDT.';
  const pair = PAIR.exec(symbol);
  if (pair && pair[1] === pair[2]) return 'A pair has two different currencies, like EUR/USD.';
  return null;
}

const LABELS = { open: 'open', high: 'high', low: 'low', close: 'close' } as const;

function readBar(bar: ReadBar): PriceBar | string {
  if (!Number.isFinite(bar.time)) return `Line ${bar.line} has no date and time that can be read.`;
  if (bar.time < FIRST_MS || bar.time >= LAST_MS)
    return `Line ${bar.line}: the date is outside the years 1000 to 9999.`;
  const prices: Partial<Record<keyof typeof LABELS, string>> = {};
  for (const key of ['open', 'high', 'low', 'close'] as const) {
    const read = readDecimalText(bar[key]);
    const shown = bar[key].trim().slice(0, 20);
    if (!read.ok)
      return read.reason === 'too-long'
        ? `Line ${bar.line}: the ${LABELS[key]} “${shown}” has more digits than a price may have.`
        : `Line ${bar.line}: the ${LABELS[key]} “${shown}” is not a plain decimal price.`;
    if (read.value === null || exactOf(read.value).sign() <= 0)
      return `Line ${bar.line}: the ${LABELS[key]} must be a price above zero.`;
    prices[key] = read.value;
  }
  const { open = '', high = '', low = '', close = '' } = prices;
  const [o, h, l, c] = [open, high, low, close].map(exactOf);
  if (!o || !h || !l || !c) return `Line ${bar.line} is missing a price.`;
  if (h.cmp(o) < 0 || h.cmp(c) < 0 || h.cmp(l) < 0)
    return `Line ${bar.line}: the high ${high} is below the open, low or close.`;
  if (l.cmp(o) > 0 || l.cmp(c) > 0) return `Line ${bar.line}: the low ${low} is above the open or close.`;
  const built: PriceBar = { time: barTimeOf(bar.time), open, high, low, close };
  if (bar.volume !== undefined) {
    const volume = readDecimalText(bar.volume);
    const shown = bar.volume.trim().slice(0, 20);
    if (!volume.ok) return `Line ${bar.line}: the volume “${shown}” is not a plain number of zero or more.`;
    if (volume.value !== null) built.volume = volume.value;
  }
  return built;
}

/** Bars oldest first; a file listing the newest first is turned round. */
function orderBars(read: { bar: PriceBar; line: number }[]): PriceBar[] | string {
  const newestFirst = read.length > 1 && (read[0]?.bar.time ?? '') > (read[1]?.bar.time ?? '');
  const ordered = newestFirst ? [...read].reverse() : read;
  for (let index = 1; index < ordered.length; index++) {
    const previous = ordered[index - 1];
    const current = ordered[index];
    if (!previous || !current) continue;
    if (previous.bar.time === current.bar.time)
      return `Lines ${Math.min(previous.line, current.line)} and ${Math.max(previous.line, current.line)} have the same time, ${current.bar.time}.`;
    if (previous.bar.time > current.bar.time)
      return `Line ${current.line} is out of time order: list the bars oldest first or newest first.`;
  }
  return ordered.map((entry) => entry.bar);
}

function barsIssue(bars: readonly ReadBar[]): PriceBar[] | string {
  if (bars.length === 0)
    return 'There are no bars to save: load a CSV with date,open,high,low,close columns.';
  if (bars.length > MAX_BARS)
    return `${bars.length.toLocaleString('en-US')} bars: keep at most ${MAX_BARS.toLocaleString('en-US')} and try again.`;
  const read: { bar: PriceBar; line: number }[] = [];
  for (const bar of bars) {
    const result = readBar(bar);
    if (typeof result === 'string') return result;
    read.push({ bar: result, line: bar.line });
  }
  return orderBars(read);
}

/** A series ready to save, or every reason it cannot be saved yet. */
export function buildPriceSeries(input: PriceSeriesInput): SeriesBuild {
  const issues: SeriesIssue[] = [];
  const symbol = normalizeSymbol(input.symbol);
  const symbolProblem = symbolIssue(symbol);
  if (symbolProblem) issues.push({ field: 'symbol', message: symbolProblem });
  const timeframe = input.timeframe;
  if (!isTimeframe(timeframe))
    issues.push({ field: 'timeframe', message: `Choose the bars' timeframe: ${TIMEFRAMES.join(', ')}.` });
  const name = input.name.trim();
  if (name.length > MAX_SERIES_NAME_LENGTH)
    issues.push({ field: 'name', message: `Use at most ${MAX_SERIES_NAME_LENGTH} characters.` });
  const bars = barsIssue(input.bars);
  if (typeof bars === 'string') issues.push({ field: 'bars', message: bars });
  if (issues.length > 0 || typeof bars === 'string' || !isTimeframe(timeframe)) return { ok: false, issues };
  return { ok: true, series: { symbol, timeframe, name: name === '' ? null : name, bars } };
}
