// Timestamps in a told or detected layout ("YYYY-MM-DD HH:mm:ss", "M/D/YYYY h:mm:ss A",
// "YYYYMMDD;HHmmss"...), turned into ISO 8601 with an offset. A written offset or US zone
// abbreviation is kept; a naive time is placed in the file's IANA zone (zone-time.ts). A date that
// does not exist is an error. Day/month order is never guessed when the file cannot tell: it is
// the trader's choice, or the order a broker documents for its own files, named in a warning.
import { askDateOrder, chosenDateOrder, orderOf } from './reading-choices.ts';
import { placeLocalTime } from './zone-time.ts';

type Field =
  'year' | 'year2' | 'monthName' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'meridiem' | 'offset';

export interface TimestampFormat {
  pattern: string;
  regex: RegExp;
  fields: Field[];
  /** True for patterns that put the day before the month in slashed or dotted dates. */
  dayFirst: boolean | null;
}

const TOKENS: readonly [string, string, Field | null][] = [
  ['YYYY', '(\\d{4})', 'year'],
  ['YY', '(\\d{2})', 'year2'],
  ['MMM', '([A-Za-z]{3})', 'monthName'],
  ['MM', '(\\d{2})', 'month'],
  ['M', '(\\d{1,2})', 'month'],
  ['DD', '(\\d{2})', 'day'],
  ['D', '(\\d{1,2})', 'day'],
  ['HH', '(\\d{2})', 'hour'],
  ['H', '(\\d{1,2})', 'hour'],
  ['hh', '(\\d{2})', 'hour'],
  ['h', '(\\d{1,2})', 'hour'],
  ['mm', '(\\d{2})', 'minute'],
  ['ss', '(\\d{2})(?:[.,](\\d{1,9}))?', 'second'],
  ['A', '([AaPp][Mm])', 'meridiem'],
  ['Z', '(Z|[+-]\\d{2}(?::?\\d{2})?|UTC|GMT|[ECMP][SD]T)', 'offset'],
  ['T', '[T ]', null],
  [' ', '\\s+', null],
];

const OPTIONAL_OFFSET = '\\s*(Z|[+-]\\d{2}(?::?\\d{2})?|UTC|GMT|[ECMP][SD]T)?';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ABBREVIATIONS: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

/** A layout compiled once per file. Throws for nothing: unknown letters are literal text. */
export function compileTimestampFormat(pattern: string): TimestampFormat {
  let source = '^\\s*';
  const fields: Field[] = [];
  let at = 0;
  while (at < pattern.length) {
    const token = TOKENS.find(([name]) => pattern.startsWith(name, at));
    if (token) {
      const [name, regex, field] = token;
      source += regex;
      if (field) fields.push(field);
      at += name.length;
    } else {
      source += (pattern[at] ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      at++;
    }
  }
  if (!fields.includes('offset')) {
    source += OPTIONAL_OFFSET;
    fields.push('offset');
  }
  const monthAt = pattern.search(/M/);
  const dayAt = pattern.search(/D/);
  const slashed = /[-/.]/.test(pattern) && !pattern.startsWith('YY');
  return {
    pattern,
    regex: new RegExp(`${source}\\s*$`),
    fields,
    dayFirst: slashed && monthAt >= 0 && dayAt >= 0 ? dayAt < monthAt : null,
  };
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: string;
  /** Minutes east of UTC when the text wrote an offset, else null. */
  offset: number | null;
  utc: boolean;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(text: string): number {
  const known = ABBREVIATIONS[text];
  if (known !== undefined) return known;
  if (text === 'Z') return 0;
  const sign = text[0] === '-' ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}

type PartsResult = { parts: LocalParts } | { problem: 'layout' | 'impossible' };

function readParts(text: string, format: TimestampFormat): PartsResult {
  const match = format.regex.exec(text);
  if (!match) return { problem: 'layout' };
  const parts: LocalParts = {
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    fraction: '',
    offset: null,
    utc: false,
  };
  let meridiem = '';
  let group = 1;
  for (const field of format.fields) {
    const value = match[group++] ?? '';
    if (field === 'year') parts.year = Number(value);
    else if (field === 'year2') parts.year = 2000 + Number(value);
    else if (field === 'monthName') parts.month = MONTHS.indexOf(value.toUpperCase()) + 1;
    else if (field === 'month') parts.month = Number(value);
    else if (field === 'day') parts.day = Number(value);
    else if (field === 'hour') parts.hour = Number(value);
    else if (field === 'minute') parts.minute = Number(value);
    else if (field === 'second') {
      parts.second = Number(value);
      parts.fraction = match[group++] ?? '';
    } else if (field === 'meridiem') meridiem = value.toUpperCase();
    else if (value !== '') {
      parts.offset = offsetMinutes(value);
      parts.utc = value === 'Z';
    }
  }
  if (meridiem !== '') {
    if (parts.hour < 1 || parts.hour > 12) return { problem: 'impossible' };
    parts.hour = (parts.hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  // Fields out of any range mean another layout (a day read as a month); a day past the end of
  // its month is a date that does not exist in this layout.
  const inRange =
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= 31 &&
    parts.hour <= 23 &&
    parts.minute <= 59 &&
    parts.second <= 59;
  if (!inRange) return { problem: 'layout' };
  return parts.day <= daysIn(parts.year, parts.month) ? { parts } : { problem: 'impossible' };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

export type TimestampResult =
  { ok: true; iso: string; ambiguous: boolean } | { ok: false; code: 'VALIDATION-008'; message: string };

/** `text` read in `format`, naive times placed in `timeZone`. */
export function readTimestamp(text: string, format: TimestampFormat, timeZone: string): TimestampResult {
  const read = readParts(text, format);
  if ('problem' in read) {
    const message =
      read.problem === 'layout'
        ? `"${text.trim()}" is not a date and time in the form ${format.pattern}`
        : `"${text.trim()}" is not a date and time that exists`;
    return { ok: false, code: 'VALIDATION-008', message };
  }
  const { parts } = read;
  const local = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}${parts.fraction === '' ? '' : `.${parts.fraction}`}`;
  if (parts.offset !== null) {
    return { ok: true, iso: local + (parts.utc ? 'Z' : offsetText(parts.offset)), ambiguous: false };
  }
  const localMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const placed = placeLocalTime(timeZone, localMs);
  if (placed.kind === 'skipped') {
    return {
      ok: false,
      code: 'VALIDATION-008',
      message: `${local.replace('T', ' ')} does not exist in ${timeZone} (the clocks skipped it for daylight saving time)`,
    };
  }
  return { ok: true, iso: local + offsetText(placed.offset), ambiguous: placed.kind === 'ambiguous' };
}

const AUTO_PATTERNS = [
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DD, HH:mm:ss',
  'YYYY-MM-DD',
  'YYYYMMDD;HHmmss',
  'YYYYMMDD;HH:mm:ss',
  'YYYY-MM-DD;HH:mm:ss',
  'YYYY-MM-DD;HHmmss',
  'YYYYMMDD HHmmss',
  'YYYYMMDD HH:mm:ss',
  'YYYYMMDD',
  'YYYY.MM.DD HH:mm:ss',
  'YYYY.MM.DD HH:mm',
  'YYYY/MM/DD HH:mm:ss',
  'M/D/YYYY h:mm:ss A',
  'M/D/YYYY h:mm A',
  'M/D/YYYY H:mm:ss',
  'M/D/YYYY H:mm',
  'M/D/YYYY',
  'D/M/YYYY H:mm:ss',
  'D/M/YYYY H:mm',
  'D/M/YYYY',
  'D.M.YYYY H:mm:ss',
  'D.M.YYYY H:mm',
  'D.M.YYYY',
  'D-M-YYYY H:mm:ss',
  'MMM D, YYYY H:mm:ss',
].map(compileTimestampFormat);

export type DetectedTimestampFormat =
  { format: TimestampFormat } | { format: null; reason: 'unknown' | 'ambiguous'; candidates: string[] };

/**
 * The layout every sample is written in. When both a day-first and a month-first layout fit
 * (all days 12 or below), the answer is "ambiguous": the trader picks, the importer does not.
 */
export function detectTimestampFormat(samples: Iterable<string>): DetectedTimestampFormat {
  // Narrowed sample by sample: after the first few rows only one or two layouts are left to try.
  let fitting: TimestampFormat[] = [];
  let any = false;
  for (const sample of samples) {
    if (sample.trim() === '') continue;
    fitting = (any ? fitting : AUTO_PATTERNS).filter((format) => {
      const read = readParts(sample, format);
      return 'parts' in read || read.problem === 'impossible';
    });
    any = true;
    // One layout left: the rest of the file is read in it, and a row that does not fit is a row
    // error then. Two left (day/month twins): read on until a day above 12 tells them apart.
    if (fitting.length <= 1) break;
  }
  const [first] = fitting;
  if (!first) return { format: null, reason: 'unknown', candidates: [] };
  const orders = new Set(fitting.map((format) => format.dayFirst).filter((order) => order !== null));
  if (orders.size > 1)
    return { format: null, reason: 'ambiguous', candidates: fitting.map((format) => format.pattern) };
  return { format: first };
}

export interface FileTimestampFormat {
  format: TimestampFormat;
  /** Set when every date of the file fit both orders and the broker's documented one was taken. */
  warning?: string;
}

/**
 * The layout of a broker's file whose day/month order is documented: the one its dates fit when
 * any day above 12 (in any row) tells the orders apart; when none does, the layout of the
 * documented order among those that fit, with a warning naming the order taken; `fallback` when no
 * known layout fits (its rows are then errors naming it). A date that does not exist in the layout
 * taken stays a row error: it is read, never moved.
 */
export function brokerTimestampFormat(
  samples: Iterable<string>,
  documented: { dayFirst: boolean; fallback: string; broker: string },
): FileTimestampFormat {
  // Read twice when in doubt (the question's samples): a one-shot iterable would be spent.
  const values = [...samples];
  const detected = detectTimestampFormat(values);
  if (detected.format) return { format: detected.format };
  if (detected.reason === 'unknown') return { format: compileTimestampFormat(documented.fallback) };
  const candidates = detected.candidates.map(compileTimestampFormat);
  const asChosen = candidates.find((format) => orderOf(format) === chosenDateOrder());
  if (asChosen) {
    askDateOrder(values, candidates, orderOf(asChosen));
    return { format: asChosen };
  }
  const candidate = candidates.find((format) => format.dayFirst === documented.dayFirst);
  const format = candidate ?? compileTimestampFormat(documented.fallback);
  askDateOrder(values, candidates, orderOf(format));
  const order = documented.dayFirst ? 'day first (day/month)' : 'month first (month/day)';
  return {
    format,
    warning: `No day in this file is above 12, so its dates could be day/month or month/day: they were read ${order}, as ${documented.broker} writes them (${format.pattern})`,
  };
}
