// A report table as a CSV file (RFC 4180): what a spreadsheet reads back without guessing. Numbers
// stay raw (a dot for decimals, no grouping, no currency sign) so they are numbers again once
// imported; the currency goes in the column's header instead.

export interface CsvColumn {
  header: string;
  /** ISO 4217 code of a money column, written in its header: "Net P&L (USD)". */
  currency?: string;
  /** Decimals a number is rounded to (money to the cent); raw when absent. */
  decimals?: number;
}

/** A cell: text as is, a number unformatted, null (no value) as an empty field. */
export type CsvCell = string | number | null;

const CRLF = '\r\n';

// A text cell a spreadsheet would run as a formula gets a leading apostrophe: the file is the
// trader's own, but a tag or symbol typed as "=..." should not execute once opened.
const FORMULA_START = /^[=+@\t\r]/;

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

function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function cellText(cell: CsvCell, column: CsvColumn | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return plainNumber(cell, column?.decimals);
  return quoted(FORMULA_START.test(cell) ? `'${cell}` : cell);
}

export function headerText(column: CsvColumn): string {
  return column.currency ? `${column.header} (${column.currency})` : column.header;
}

/** The table as CSV text: a header row, then one line per row, lines ended by CRLF. */
export function tableToCsv(columns: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [columns.map((column) => cellText(headerText(column), undefined))];
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new RangeError(`A row has ${row.length} cells for ${columns.length} columns`);
    lines.push(row.map((cell, index) => cellText(cell, columns[index])));
  }
  return lines.map((fields) => fields.join(',') + CRLF).join('');
}
