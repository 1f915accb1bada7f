// A report table as a CSV file (RFC 4180): what a spreadsheet reads back without guessing. Numbers
// stay raw (a dot for decimals, no grouping, no currency sign) so they are numbers again once
// imported; the currency goes in the column's header instead.
import { moneyDecimals, writeCsv, type CsvKind } from '@edgelog/core';

export interface CsvColumn {
  header: string;
  /** ISO 4217 code of a money column, written in its header: "Net P&L (USD)". */
  currency?: string;
  /** Decimals a number is rounded to; raw when absent. A money column rounds to its currency's minor units instead. */
  decimals?: number;
}

/** A cell: text as is, a number unformatted, null (no value) as an empty field. */
export type CsvCell = string | number | null;

// A text cell a spreadsheet would run as a formula gets a leading apostrophe: the file is the
// trader's own, but a tag or symbol typed as "=..." should not execute once opened. The rule is
// narrower than the trade export's on a leading minus, so R buckets ("-1R..0R") read as written,
// and wider on a plus, so a label such as "+1" stays text; cells reach writeCsv already guarded.
const FORMULA_START = /^[=+@\t\r]/;

function guarded(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// writeCsv guards text columns by the trade export's rule; every cell here is already guarded (or
// a plain number), so each column goes in as written and writeCsv only quotes and joins.
const AS_WRITTEN: CsvKind = 'number';

function plainNumber(value: number, decimals: number | undefined): string {
  if (Number.isNaN(value)) return '';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (decimals !== undefined) {
    const fixed = value.toFixed(decimals);
    // -0.00 is a zero: no sign on it.
    return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
  }
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // String() switches to exponent notation beyond 1e21 and below 1e-6; a sheet wants digits.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function cellText(cell: CsvCell, column: CsvColumn | undefined): string | null {
  if (cell === null) return null;
  if (typeof cell === 'number')
    return plainNumber(cell, column?.currency ? moneyDecimals(column.currency) : column?.decimals);
  return guarded(cell);
}

export function headerText(column: CsvColumn): string {
  return column.currency ? `${column.header} (${column.currency})` : column.header;
}

/** The table as CSV text (RFC 4180): a header row, then one line per row, lines ended by CRLF. */
export function tableToCsv(columns: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]): string {
  const header = columns.map((column) => guarded(headerText(column)));
  const body = rows.map((row) => {
    if (row.length !== columns.length)
      throw new RangeError(`A row has ${row.length} cells for ${columns.length} columns`);
    return row.map((cell, index) => cellText(cell, columns[index]));
  });
  // writeCsv guards its own header line by the trade export's rule, which would put an apostrophe
  // before a heatmap's "-1R..0R" column; the header goes in as the first row instead, under a
  // blank header line that is dropped (unnamed columns: only commas before the first CRLF).
  const file = writeCsv(
    columns.map(() => ({ name: '', kind: AS_WRITTEN })),
    [header, ...body],
  );
  return file.slice(file.indexOf('\r\n') + 2);
}
