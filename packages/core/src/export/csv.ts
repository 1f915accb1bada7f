// CSV files the trader takes away (RFC 4180: CRLF line ends, fields with a comma, a quote or a
// line break quoted, quotes doubled). Values stay as the database gave them: numbers are decimal
// text, never re-rounded through a double.

/** A text column may hold anything the trader typed; a number column only decimal text. */
export type CsvKind = 'text' | 'number';

export interface CsvColumn {
  name: string;
  kind: CsvKind;
}

/** A cell's text, or null for no value (an empty field). */
export type CsvCell = string | null;

const CRLF = '\r\n';

// A spreadsheet runs a text cell starting with one of these as a formula: a note or a broker id
// written as "=HYPERLINK(...)" must not execute once the file is opened. A leading minus or plus
// followed by a plain number is a number to a spreadsheet and is left alone, so "-12.5" in a text
// column (an order id, say) still reads back as written.
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

function neutralised(text: string): string {
  return FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
}

function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function field(cell: CsvCell, kind: CsvKind): string {
  if (cell === null) return '';
  return quoted(kind === 'text' ? neutralised(cell) : cell);
}

/** The rows as CSV text under a header line; every line ends with CRLF. */
export function writeCsv(header: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map((column) => field(column.name, 'text')).join(',')];
  for (const row of rows) {
    if (row.length !== header.length)
      throw new RangeError(`A row has ${row.length} cells for ${header.length} columns`);
    lines.push(row.map((cell, index) => field(cell, header[index]?.kind ?? 'text')).join(','));
  }
  return lines.map((line) => line + CRLF).join('');
}
