// "This format read it wrong": the column mapping a recognised format's reading implies, so the
// trader starts the mapper from what the format understood rather than from nothing. Each field
// goes to the column whose cells hold the values the format read for it (its symbols, prices,
// quantities, times, ids): found from the file and the fills alone, whichever format read them.
import type { DelimitedRow } from './delimited.ts';
import { Columns } from './format.ts';
import { parseNumber } from './numbers.ts';
import { wallTime } from './round-trip-rows.ts';
import { detectTimestampFormat, readTimestamp } from './timestamps.ts';
import type { ColumnMapping, ImportedExecution } from './types.ts';
import { readSide } from './values.ts';

type Field = keyof ColumnMapping['columns'];

/** Rows compared: enough to tell columns apart, few enough for a file of a million rows. */
const ROWS_COMPARED = 200;
/** The share of a column's filled cells that must hold the field's values. */
const MIN_SHARE = 0.6;

function numberKey(value: number): string {
  return String(Math.round(Math.abs(value) * 1e8) / 1e8);
}

function cellNumber(text: string): string | null {
  const value = parseNumber(text.replace(/^\((.*)\)$/, '$1'), '.') ?? parseNumber(text, ',');
  return value === null ? null : numberKey(value);
}

/** A time as compared: its wall-clock text to the minute, without any offset. */
function minuteOf(iso: string): string {
  return wallTime(iso).replace(' ', 'T').slice(0, 16);
}

/**
 * The columns of `header` that hold what `executions` were read from, by field; a field no column
 * clearly holds is left out (the trader maps it).
 */
export function inferMapping(
  header: readonly string[],
  rows: readonly DelimitedRow[],
  executions: readonly ImportedExecution[],
): Partial<Record<Field, string>> {
  const sample = rows.slice(0, ROWS_COMPARED);
  const columns = new Columns(header);
  const taken = new Set<number>();
  const found: Partial<Record<Field, string>> = {};
  // Each column's filled cells in the sample, read once for every field compared with them.
  const cellsByColumn = header.map((name) =>
    sample.map((row) => columns.cell(row, name)).filter((cell) => cell !== ''),
  );
  const cellsOf = (at: number) => cellsByColumn[at] ?? [];

  const pick = (field: Field, matches: (cell: string, at: number) => boolean, values = 1) => {
    if (values === 0) return;
    let best = -1;
    let bestShare = MIN_SHARE;
    header.forEach((_, at) => {
      if (taken.has(at)) return;
      const cells = cellsOf(at);
      if (cells.length === 0) return;
      const share = cells.filter((cell) => matches(cell, at)).length / cells.length;
      if (share > bestShare) {
        best = at;
        bestShare = share;
      }
    });
    const name = header[best];
    if (best < 0 || name === undefined) return;
    found[field] = name;
    taken.add(best);
  };

  const strings = (read: (fill: ImportedExecution) => string | undefined) =>
    new Set(executions.map(read).filter((value): value is string => value !== undefined && value !== ''));
  const numbers = (read: (fill: ImportedExecution) => number) =>
    new Set(
      executions
        .map(read)
        .filter((value) => value !== 0)
        .map(numberKey),
    );

  const minutes = new Set(executions.map((fill) => minuteOf(fill.time)));
  const layouts = new Map<number, ReturnType<typeof detectTimestampFormat>['format']>();
  pick('time', (cell, at) => {
    if (!layouts.has(at)) layouts.set(at, detectTimestampFormat(cellsOf(at)).format);
    const format = layouts.get(at);
    if (!format) return false;
    const read = readTimestamp(cell, format, 'UTC');
    return read.ok && minutes.has(minuteOf(read.iso));
  });
  const symbols = strings((fill) => fill.symbol);
  pick(
    'symbol',
    (cell) => symbols.has(cell) || [...symbols].some((symbol) => cell.startsWith(symbol)),
    symbols.size,
  );
  for (const field of ['brokerExecutionId', 'orderId', 'accountRef', 'currency'] as const) {
    const values = strings((fill) => fill[field]);
    pick(field, (cell) => values.has(cell), values.size);
  }
  pick('side', (cell) => readSide(cell) !== null, executions.length);
  const prices = numbers((fill) => fill.price);
  pick('price', (cell) => prices.has(cellNumber(cell) ?? ''), prices.size);
  const quantities = numbers((fill) => fill.quantity);
  pick('quantity', (cell) => quantities.has(cellNumber(cell) ?? ''), quantities.size);
  const commissions = numbers((fill) => fill.commission);
  pick('commission', (cell) => commissions.has(cellNumber(cell) ?? ''), commissions.size);
  const fees = numbers((fill) => fill.fees);
  pick('fees', (cell) => fees.has(cellNumber(cell) ?? ''), fees.size);
  return found;
}
