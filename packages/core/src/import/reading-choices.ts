// What a file can leave open (the day/month order of its dates, its decimal separator), the
// trader's answer to it, and the question as the import wizard shows it, with sample values read
// both ways. The answer is held for the span of one parseImportFile call so the readers every format
// shares (columnTimeFormat, the locale readers of NinjaTrader and ATAS, the broker-documented
// orders) honour it without a hundred formats each passing it along; reading is synchronous, so
// one call's answer never leaks into another's.
import type { DecimalSeparator } from './numbers.ts';
import { parseNumber } from './numbers.ts';
import { readTimestamp, type TimestampFormat } from './timestamps.ts';

export type DateOrder = 'day-first' | 'month-first';

export interface ReadingChoices {
  dateOrder?: DateOrder | undefined;
  decimal?: DecimalSeparator | undefined;
}

/** One date of the file as each order reads it (the written date, 'YYYY-MM-DD'). */
export interface DateSample {
  text: string;
  dayFirst: string;
  monthFirst: string;
}

/** One number of the file as each separator reads it. */
export interface DecimalSample {
  text: string;
  point: number;
  comma: number;
}

export type ReadingQuestion =
  | {
      kind: 'date-order';
      samples: DateSample[];
      /** The order the file was read in; null when it was not read (its rows are errors until chosen). */
      read: DateOrder | null;
      /** True when `read` is the trader's choice rather than the importer's. */
      chosen: boolean;
    }
  | {
      kind: 'decimal';
      samples: DecimalSample[];
      read: DecimalSeparator;
      chosen: boolean;
    };

const SAMPLES_SHOWN = 4;

interface Reading {
  choices: ReadingChoices;
  questions: ReadingQuestion[];
}

let current: Reading | null = null;

/** Runs `read` with the trader's choices in force; gives what it returned and the questions it met. */
export function withReadingChoices<T>(
  choices: ReadingChoices,
  read: () => T,
): { value: T; questions: ReadingQuestion[] } {
  const outer = current;
  const reading: Reading = { choices, questions: [] };
  current = reading;
  try {
    return { value: read(), questions: reading.questions };
  } finally {
    current = outer;
  }
}

export function chosenDateOrder(): DateOrder | undefined {
  return current?.choices.dateOrder;
}

export function chosenDecimal(): DecimalSeparator | undefined {
  return current?.choices.decimal;
}

export function orderOf(format: TimestampFormat): DateOrder | null {
  return format.dayFirst === null ? null : format.dayFirst ? 'day-first' : 'month-first';
}

/** The date part of `text` read in `format`, or '' when it does not read. */
function writtenDate(text: string, format: TimestampFormat | undefined): string {
  if (format === undefined) return '';
  const read = readTimestamp(text, format, 'UTC');
  return read.ok ? read.iso.slice(0, 10) : '';
}

/**
 * Notes that the dates in `values` fit both `candidates` orders and which was read. The samples are
 * the first few distinct dates, each with both readings, so the trader sees what the choice changes.
 */
export function askDateOrder(
  values: Iterable<string>,
  candidates: readonly TimestampFormat[],
  read: DateOrder | null,
): void {
  if (current === null) return;
  const dayFirst = candidates.find((format) => format.dayFirst === true);
  const monthFirst = candidates.find((format) => format.dayFirst === false);
  const samples: DateSample[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const text = value.trim();
    if (text === '') continue;
    const byDay = writtenDate(text, dayFirst);
    const byMonth = writtenDate(text, monthFirst);
    // One date each: several fills of one day say nothing more.
    const key = `${byDay}|${byMonth}`;
    if (byDay === '' || byMonth === '' || seen.has(key)) continue;
    seen.add(key);
    samples.push({ text, dayFirst: byDay, monthFirst: byMonth });
    if (samples.length === SAMPLES_SHOWN) break;
  }
  const chosen = read !== null && current.choices.dateOrder === read;
  const before = current.questions.find((question) => question.kind === 'date-order');
  // A file with several date columns asks once; a column left unread makes the answer "not read".
  if (before === undefined) current.questions.push({ kind: 'date-order', samples, read, chosen });
  else if (before.kind === 'date-order' && read === null) before.read = null;
}

/**
 * Notes the decimal separator a file was read with when some of `values` read as two different
 * numbers and none tells which ("1,250": 1250 or 1.25).
 */
export function askDecimal(values: Iterable<string>, read: DecimalSeparator): void {
  if (current === null || current.questions.some((question) => question.kind === 'decimal')) return;
  const samples: DecimalSample[] = [];
  for (const value of values) {
    const text = value.trim();
    const point = parseNumber(text, '.');
    const comma = parseNumber(text, ',');
    if (point === null || comma === null || point === comma) continue;
    if (samples.some((sample) => sample.text === text)) continue;
    samples.push({ text, point, comma });
    if (samples.length === SAMPLES_SHOWN) break;
  }
  if (samples.length === 0) return;
  current.questions.push({ kind: 'decimal', samples, read, chosen: current.choices.decimal === read });
}
