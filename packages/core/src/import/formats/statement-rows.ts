// What broker statements share beyond one-fill-per-row files: a preamble of account lines before
// the header row, option contracts written in words ("AAPL 3/15/2024 Call $180.00") that the
// journal keeps in OCC form, and cash rows that become account transactions or skipped rows.
import { parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { DelimitedRow } from '../delimited.ts';
import { closeRemovals, markDeliveries, type OptionRemoval } from '../option-events.ts';
import type { ImportedExecution } from '../types.ts';
import { Columns, type ImportSample, type ImportSink } from '../format.ts';

/** Index of the first row holding every one of `required`, -1 when none does. */
export function headerRowIndex(rows: readonly DelimitedRow[], required: readonly string[]): number {
  return rows.findIndex((row) => new Columns(row.cells).has(...required));
}

/**
 * Detection for statements with a preamble: the share of `signature` on the header row found by
 * `required`, 0 when no row has all of `required`.
 */
export function detectHeader(
  sample: ImportSample,
  required: readonly string[],
  signature: readonly string[],
): number {
  const at = headerRowIndex(sample.rows, required);
  const header = sample.rows[at];
  return header ? new Columns(header.cells).share(signature) : 0;
}

/** The header and the rows under it, or null when no header row is found. */
export function statementRows(
  rows: readonly DelimitedRow[],
  required: readonly string[],
): { columns: Columns; rows: readonly DelimitedRow[] } | null {
  const at = headerRowIndex(rows, required);
  const header = rows[at];
  return header ? { columns: new Columns(header.cells), rows: rows.slice(at + 1) } : null;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** The journal's option symbol (OCC form) from its parts, or null when they do not make one. */
export function optionSymbol(
  root: string,
  year: number,
  month: number,
  day: number,
  right: string,
  strike: string,
): string | null {
  const letter = right.trim().toUpperCase().startsWith('C')
    ? 'C'
    : right.trim().toUpperCase().startsWith('P')
      ? 'P'
      : '';
  const plainStrike = strike.replace(/[$,\s]/g, '');
  if (letter === '' || root.trim() === '' || plainStrike === '') return null;
  const yy = two(year % 100);
  return (
    parseOptionSymbol(`${root.trim()}${yy}${two(month)}${two(day)}${letter}${plainStrike}`)?.symbol ?? null
  );
}

/** A US date "M/D/YYYY" or "MM/DD/YY" as its numbers, or null. */
export function usDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[3]);
  return { month: Number(match[1]), day: Number(match[2]), year: year < 100 ? 2000 + year : year };
}

/** A deposit or withdrawal by the sign of its amount; a zero amount is skipped. */
export function addCash(
  sink: ImportSink,
  line: number,
  time: string,
  amount: number,
  extra: { currency?: string; accountRef?: string } = {},
): void {
  if (amount === 0) {
    sink.skipped.push({ line, kind: 'transfer', description: 'A transfer of 0' });
    return;
  }
  sink.cashTransactions.push({
    line,
    time,
    amount: Math.abs(amount),
    ...(extra.currency ? { currency: extra.currency } : {}),
    kind: amount > 0 ? 'deposit' : 'withdrawal',
    ...(extra.accountRef ? { accountRef: extra.accountRef } : {}),
  });
}

/** Money sums without binary noise, to the cent's hundredth. */
export function roundMoney(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/**
 * Fills dated without a time of day, in the order they happened: rows of one day keep their order
 * only when listed oldest first, and these statements list the newest first (a day trade would read
 * as a short covered). Sorted by line, then turned when the file runs newest first.
 */
export function oldestFirst(entries: Array<{ line: number; fill: ImportedExecution }>): ImportedExecution[] {
  return turnedOldestFirst(entries.sort((a, b) => a.line - b.line).map((entry) => entry.fill));
}

/** Fills in file order, turned when the file runs newest first (see `oldestFirst`). */
export function turnedOldestFirst(executions: ImportedExecution[]): ImportedExecution[] {
  const first = executions[0];
  const last = executions.at(-1);
  if (first && last && Date.parse(first.time) > Date.parse(last.time)) executions.reverse();
  return executions;
}

/**
 * A statement's fills as they happened: its option removals closed against the fills before them,
 * oldest first, and the stock an assignment or exercise delivered marked.
 */
export function statementFills(
  fills: Array<{ line: number; fill: ImportedExecution }>,
  removals: readonly OptionRemoval[],
  report: Parameters<typeof closeRemovals>[2],
): ImportedExecution[] {
  const closings = closeRemovals(
    fills.map((entry) => entry.fill),
    removals,
    report,
  );
  const executions = oldestFirst([...fills, ...closings]);
  markDeliveries(executions);
  return executions;
}
