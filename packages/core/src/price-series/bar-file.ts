// An OHLC(V) file of any layout read into bars, with the importer's readers: delimited text
// (import/delimited.ts), numbers in a told decimal notation (import/numbers.ts) and timestamps in a
// told or detected layout placed in a zone (import/timestamps.ts). The trader maps the columns;
// this file guesses the mapping and reads each row into a bar or an error naming its line.
import { readDelimited, type Delimiter, type DelimitedRow } from '../import/delimited.ts';
import { parseNumber, type DecimalSeparator } from '../import/numbers.ts';
import {
  compileTimestampFormat,
  detectTimestampFormat,
  readTimestamp,
  type TimestampFormat,
} from '../import/timestamps.ts';
import { isKnownTimeZone } from '../import/zone-time.ts';
import type { ReadBar } from './build-series.ts';

export const BAR_FIELDS = ['date', 'time', 'open', 'high', 'low', 'close', 'volume'] as const;
export type BarField = (typeof BAR_FIELDS)[number];

/** Layouts beyond the importer's written ones: epoch numbers, common in exported bars. */
export const UNIX_SECONDS = 'unix-seconds';
export const UNIX_MILLISECONDS = 'unix-ms';

export interface BarFileMapping {
  hasHeader: boolean;
  /** Column index of each field; `time` only when the time of day has its own column, `volume` when kept. */
  columns: {
    date: number;
    time: number | null;
    open: number;
    high: number;
    low: number;
    close: number;
    volume: number | null;
  };
  /** A timestamp pattern ("YYYY-MM-DD HH:mm"), or UNIX_SECONDS / UNIX_MILLISECONDS. */
  timeFormat: string;
  /** The zone a time without a written offset is in. */
  timeZone: string;
  decimal: DecimalSeparator;
}

export interface BarFileLayout {
  rows: DelimitedRow[];
  /** The guess the trader starts from; null for a field no column was found for. */
  mapping: Omit<BarFileMapping, 'columns' | 'timeZone' | 'timeFormat'> & {
    columns: Record<BarField, number | null>;
    timeFormat: string | null;
  };
  /** Column names: the header's cells, or "Column 1", "Column 2"... */
  names: string[];
  /** Layouts that fit the date cells when the file cannot tell day from month. */
  ambiguousFormats: string[];
}

export interface RowError {
  line: number;
  message: string;
}

export interface BarFileRead {
  bars: ReadBar[];
  errors: RowError[];
}

const HEADER_NAMES: Readonly<Record<BarField, readonly string[]>> = {
  date: ['date', 'datetime', 'date/time', 'timestamp', 'time', 'day', 'gmt time', 'local time', 'dt'],
  time: ['time', 'hour', 'time of day'],
  open: ['open', 'o', 'first', 'opening price'],
  high: ['high', 'h', 'max', 'high price'],
  low: ['low', 'l', 'min', 'low price'],
  close: ['close', 'c', 'last', 'price', 'adj close', 'adj_close', 'closing price'],
  volume: ['volume', 'vol', 'v', 'tickvol', 'tick volume', 'tick_volume', 'qty'],
};

/** "<DATE>", "Open Price" and '"Close"' all name their field. */
const normalise = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/^<(.*)>$/, '$1')
    .replace(/\s+/g, ' ');

function headerColumns(cells: string[]): Record<BarField, number | null> {
  const names = cells.map(normalise);
  const used = new Set<number>();
  const find = (field: BarField): number | null => {
    for (const wanted of HEADER_NAMES[field]) {
      const index = names.findIndex((name, i) => name === wanted && !used.has(i));
      if (index >= 0) {
        used.add(index);
        return index;
      }
    }
    return null;
  };
  // Prices first, so "time" goes to the date when it is the only time column.
  const open = find('open');
  const high = find('high');
  const low = find('low');
  const close = find('close');
  const volume = find('volume');
  const date = find('date');
  const time = date === null ? null : find('time');
  return { date, time, open, high, low, close, volume };
}

const TIME_OF_DAY = /^\s*\d{1,2}:\d{2}(:\d{2})?\s*$/;

function positionalColumns(cells: string[]): Record<BarField, number | null> {
  // MetaTrader and others write the time of day in its own column: date,time,open,high,low,close,volume.
  const split = TIME_OF_DAY.test(cells[1] ?? '') ? 1 : 0;
  const at = (index: number): number | null => (index < cells.length ? index : null);
  return {
    date: 0,
    time: split ? 1 : null,
    open: at(1 + split),
    high: at(2 + split),
    low: at(3 + split),
    close: at(4 + split),
    volume: at(5 + split),
  };
}

/** Whether a cell reads as a number in either notation (a header cell does not). */
const numeric = (cell: string): boolean => parseNumber(cell, '.') !== null || parseNumber(cell, ',') !== null;

function guessDecimal(rows: DelimitedRow[], columns: number[]): DecimalSeparator {
  for (const row of rows.slice(0, 50)) {
    for (const column of columns) {
      const cell = (row.cells[column] ?? '').trim();
      // "1,5" or "1.234,5": a comma followed by fewer or more than three digits is a decimal comma.
      if (/^-?[\d.\s]*\d,\d{1,2}$|^-?[\d.\s]*\d,\d{4,}$/.test(cell)) return ',';
      if (/^-?\d+\.\d+$/.test(cell)) return '.';
    }
  }
  return '.';
}

function epochLayout(samples: string[]): string | null {
  if (samples.length === 0) return null;
  if (samples.every((sample) => /^\d{9,10}$/.test(sample.trim()))) return UNIX_SECONDS;
  if (samples.every((sample) => /^\d{12,13}$/.test(sample.trim()))) return UNIX_MILLISECONDS;
  return null;
}

function timestampText(row: DelimitedRow, columns: { date: number; time: number | null }): string {
  const date = (row.cells[columns.date] ?? '').trim();
  return columns.time === null ? date : `${date} ${(row.cells[columns.time] ?? '').trim()}`;
}

/** The file's rows and a first guess at its mapping: header, columns, decimal separator, date layout. */
export function inspectBarFile(text: string, delimiter?: Delimiter): BarFileLayout {
  const rows = readDelimited(text, delimiter).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const first = rows[0]?.cells ?? [];
  const hasHeader = first.length > 0 && !first.slice(1).some(numeric);
  const columns = hasHeader ? headerColumns(first) : positionalColumns(first);
  const body = hasHeader ? rows.slice(1) : rows;
  const prices = [columns.open, columns.high, columns.low, columns.close].filter(
    (column): column is number => column !== null,
  );
  const decimal = guessDecimal(body, prices);
  let timeFormat: string | null = null;
  let ambiguousFormats: string[] = [];
  if (columns.date !== null) {
    const dates = { date: columns.date, time: columns.time };
    const samples = body.slice(0, 200).map((row) => timestampText(row, dates));
    timeFormat = epochLayout(samples);
    if (timeFormat === null) {
      const detected = detectTimestampFormat(samples);
      if (detected.format) timeFormat = detected.format.pattern;
      else if (detected.reason === 'ambiguous') ambiguousFormats = detected.candidates;
    }
  }
  const names = hasHeader
    ? first.map((cell, i) => cell.trim() || `Column ${i + 1}`)
    : first.map((_cell, i) => `Column ${i + 1}`);
  return { rows, mapping: { hasHeader, columns, decimal, timeFormat }, names, ambiguousFormats };
}

/** A number cell as plain decimal text for the series' checks, or null when it is not a number. */
function decimalText(cell: string, decimal: DecimalSeparator): string | null {
  if (parseNumber(cell, decimal) === null) return null;
  const compact = cell.trim().replace(/[\s\u00a0\u202f']/g, '');
  return decimal === ',' ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
}

function timeReader(mapping: BarFileMapping): (text: string) => number | string {
  if (mapping.timeFormat === UNIX_SECONDS || mapping.timeFormat === UNIX_MILLISECONDS) {
    const scale = mapping.timeFormat === UNIX_SECONDS ? 1000 : 1;
    return (text) =>
      /^\d+$/.test(text.trim()) ? Number(text.trim()) * scale : `“${text.trim()}” is not a Unix time`;
  }
  const format: TimestampFormat = compileTimestampFormat(mapping.timeFormat);
  return (text) => {
    const read = readTimestamp(text, format, mapping.timeZone);
    return read.ok ? Date.parse(read.iso) : read.message;
  };
}

const PRICE_FIELDS = ['open', 'high', 'low', 'close'] as const;

/** Every data row as a bar, or an error saying what on its line cannot be read. */
export function readBarFile(rows: readonly DelimitedRow[], mapping: BarFileMapping): BarFileRead {
  if (!isKnownTimeZone(mapping.timeZone))
    return { bars: [], errors: [{ line: 0, message: `“${mapping.timeZone}” is not a time zone.` }] };
  const readTime = timeReader(mapping);
  const bars: ReadBar[] = [];
  const errors: RowError[] = [];
  const { columns } = mapping;
  for (const row of mapping.hasHeader ? rows.slice(1) : rows) {
    const time = readTime(timestampText(row, columns));
    if (typeof time === 'string') {
      errors.push({ line: row.line, message: `Line ${row.line}: ${time}.` });
      continue;
    }
    const prices: Partial<Record<(typeof PRICE_FIELDS)[number], string>> = {};
    let problem: string | null = null;
    for (const field of PRICE_FIELDS) {
      const cell = row.cells[columns[field]] ?? '';
      const text = decimalText(cell, mapping.decimal);
      if (text === null) {
        problem = `Line ${row.line}: the ${field} “${cell.trim().slice(0, 20)}” is not a number.`;
        break;
      }
      prices[field] = text;
    }
    const { open, high, low, close } = prices;
    if (
      problem !== null ||
      open === undefined ||
      high === undefined ||
      low === undefined ||
      close === undefined
    ) {
      errors.push({ line: row.line, message: problem ?? `Line ${row.line} is missing a price.` });
      continue;
    }
    const bar: ReadBar = { line: row.line, time, open, high, low, close };
    if (columns.volume !== null) {
      const cell = row.cells[columns.volume] ?? '';
      if (cell.trim() !== '') {
        const volume = decimalText(cell, mapping.decimal);
        if (volume === null) {
          errors.push({
            line: row.line,
            message: `Line ${row.line}: the volume “${cell.trim().slice(0, 20)}” is not a number.`,
          });
          continue;
        }
        bar.volume = volume;
      }
    }
    bars.push(bar);
  }
  return { bars, errors };
}
