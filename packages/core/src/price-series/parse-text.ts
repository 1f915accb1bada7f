// Reading a price series typed, pasted or uploaded on the page: a list of closes (any separators),
// or a CSV of date,open,high,low,close[,volume] bars, with or without a header row.
import type { ReadBar } from './build-series.ts';

export interface PriceSeries {
  closes: number[];
  /** Present when the bars have highs and lows (an OHLC file): enough for the average true range. */
  highs: number[] | null;
  lows: number[] | null;
  /** The file listed the newest bar first; the series was turned round to run oldest first. */
  reversed: boolean;
  /**
   * Present when every line has a date, open, high, low and close: the bars in the file's order,
   * prices as the text written (a decimal comma read as a point), enough to save as price data.
   */
  bars: ReadBar[] | null;
}

export type SeriesParse = { ok: true; series: PriceSeries } | { ok: false; error: string };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

function toNumber(cell: string, decimalComma: boolean): number | null {
  let text = cell.trim().replace(/^"(.*)"$/, '$1');
  if (decimalComma) text = text.replace(',', '.');
  return NUMBER.test(text) ? Number(text) : null;
}

const unquote = (cell: string) => cell.trim().replace(/^"(.*)"$/, '$1');

/** A price cell as decimal text, never through a number, so every digit written is kept. */
function priceText(cell: string, decimalComma: boolean): string {
  const text = unquote(cell);
  return decimalComma ? text.replace(',', '.') : text;
}

/**
 * A date cell as an instant: ISO dates and times (a date alone is UTC midnight, a time without a
 * zone is the browser's, as the trade form reads times), or Unix seconds or milliseconds.
 */
function timeOf(cell: string): number {
  const text = unquote(cell);
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{13}$/.test(text)) return Number(text);
  return Date.parse(text);
}

function delimiterOf(line: string): string | null {
  for (const candidate of ['\t', ';', ',']) if (line.includes(candidate)) return candidate;
  return null;
}

interface Columns {
  date: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  volume: number | null;
}

/** Columns from a header row: "close" (or "adj close"), and "high", "low", "date"/"time" when present. */
function columnsFromHeader(cells: string[]): Columns | string {
  const names = cells.map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase(),
  );
  const find = (...wanted: string[]) => {
    for (const name of wanted) {
      const index = names.indexOf(name);
      if (index >= 0) return index;
    }
    return null;
  };
  const close = find('close', 'adj close', 'adj_close', 'price', 'last');
  if (close === null) return 'The header row has no close column (expected date,open,high,low,close).';
  const high = find('high');
  const low = find('low');
  return {
    date: find('date', 'time', 'datetime', 'timestamp'),
    open: find('open'),
    high: high !== null && low !== null ? high : null,
    low: high !== null && low !== null ? low : null,
    close,
    volume: find('volume', 'vol'),
  };
}

function parseList(text: string): SeriesParse {
  const tokens = text.split(/[\s,;]+/).filter((token) => token !== '');
  const closes: number[] = [];
  for (const [index, token] of tokens.entries()) {
    const value = toNumber(token, false);
    if (value === null)
      return { ok: false, error: `Price ${index + 1} (“${token.slice(0, 20)}”) is not a number.` };
    closes.push(value);
  }
  return { ok: true, series: { closes, highs: null, lows: null, reversed: false, bars: null } };
}

function parseTable(lines: string[], delimiter: string): SeriesParse {
  const first = (lines[0] ?? '').split(delimiter);
  const decimalComma = delimiter !== ',';
  const hasHeader = first.some(
    (cell, index) => index > 0 && cell.trim() !== '' && toNumber(cell, decimalComma) === null,
  );
  let columns: Columns;
  if (hasHeader) {
    const found = columnsFromHeader(first);
    if (typeof found === 'string') return { ok: false, error: found };
    columns = found;
  } else if (first.length >= 5) {
    columns = { date: 0, open: 1, high: 2, low: 3, close: 4, volume: first.length >= 6 ? 5 : null };
  } else {
    return {
      ok: false,
      error: `Line 1 has ${first.length} columns: expected date,open,high,low,close[,volume], or one close per line.`,
    };
  }
  const width = first.length;
  const closes: number[] = [];
  const highs: number[] = [];
  const lows: number[] = [];
  const dates: number[] = [];
  const bars: ReadBar[] = [];
  const keepsBars = columns.date !== null && columns.open !== null && columns.high !== null;
  const rows = hasHeader ? lines.slice(1) : lines;
  const offset = hasHeader ? 2 : 1;
  for (const [index, line] of rows.entries()) {
    const cells = line.split(delimiter);
    const lineNo = index + offset;
    if (cells.length !== width)
      return { ok: false, error: `Line ${lineNo} has ${cells.length} columns; the file has ${width}.` };
    const read = (column: number, name: string): number | string => {
      const value = toNumber(cells[column] ?? '', decimalComma);
      return (
        value ?? `Line ${lineNo}: the ${name} “${(cells[column] ?? '').trim().slice(0, 20)}” is not a number.`
      );
    };
    const close = read(columns.close, 'close');
    if (typeof close === 'string') return { ok: false, error: close };
    closes.push(close);
    if (columns.high !== null && columns.low !== null) {
      const high = read(columns.high, 'high');
      if (typeof high === 'string') return { ok: false, error: high };
      const low = read(columns.low, 'low');
      if (typeof low === 'string') return { ok: false, error: low };
      highs.push(high);
      lows.push(low);
    }
    if (columns.date !== null) dates.push(timeOf(cells[columns.date] ?? ''));
    if (keepsBars && columns.open !== null && columns.high !== null && columns.low !== null) {
      const text = (column: number) => priceText(cells[column] ?? '', decimalComma);
      const bar: ReadBar = {
        line: lineNo,
        time: dates[dates.length - 1] ?? Number.NaN,
        open: text(columns.open),
        high: text(columns.high),
        low: text(columns.low),
        close: text(columns.close),
      };
      if (columns.volume !== null) bar.volume = text(columns.volume);
      bars.push(bar);
    }
  }
  if (closes.length === 0) return { ok: false, error: 'The file has a header row but no prices.' };
  const withRanges = columns.high !== null;
  // Some exports list the newest bar first; returns and true ranges need the oldest first.
  const newestFirst =
    dates.length > 1 &&
    dates.every((date, index) => Number.isFinite(date) && (index === 0 || date < (dates[index - 1] ?? date)));
  const order = <T>(list: T[]) => (newestFirst ? [...list].reverse() : list);
  return {
    ok: true,
    series: {
      closes: order(closes),
      highs: withRanges ? order(highs) : null,
      lows: withRanges ? order(lows) : null,
      reversed: newestFirst,
      bars: keepsBars ? bars : null,
    },
  };
}

export function parsePriceSeries(text: string): SeriesParse | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // A single column may start with its name ("close").
  if (lines.length > 1 && /^"?[a-z][a-z _]*"?$/i.test(lines[0] ?? '')) lines.shift();
  if (lines.length === 0) return null;
  const delimiter = delimiterOf(lines[0] ?? '');
  const firstCells = delimiter ? (lines[0] ?? '').split(delimiter).length : 1;
  // A table when its lines have several columns, or when its one line is a header (letters between
  // delimiters); a bare list of numbers otherwise, such as closes written on one line with commas.
  const hasLetters = /[a-z]/i.test(lines[0] ?? '');
  const looksLikeTable =
    delimiter !== null && (lines.length > 1 ? firstCells >= 5 || hasLetters : hasLetters);
  return looksLikeTable && delimiter ? parseTable(lines, delimiter) : parseList(lines.join('\n'));
}

/** The swing a series spans: its highest high and lowest low, up when the low came first. */
export function swingOf(series: PriceSeries): { high: number; low: number; trend: 'up' | 'down' } | null {
  const highs = series.highs ?? series.closes;
  const lows = series.lows ?? series.closes;
  if (highs.length === 0) return null;
  let highAt = 0;
  let lowAt = 0;
  highs.forEach((value, index) => {
    if (value > (highs[highAt] ?? value)) highAt = index;
  });
  lows.forEach((value, index) => {
    if (value < (lows[lowAt] ?? value)) lowAt = index;
  });
  return { high: highs[highAt] ?? 0, low: lows[lowAt] ?? 0, trend: lowAt <= highAt ? 'up' : 'down' };
}
