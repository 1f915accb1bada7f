// What the mapping screen shows of a file: the first rows of the sheet or HTML table chosen, as
// they are (title rows and all), with the workbook's sheets and the statement's tables to pick from.
import { readDelimited, type DelimitedRow } from './delimited.ts';
import { htmlTables, looksLikeHtml, tableLabel } from './table-region.ts';
import { decodeText } from './text.ts';
import { looksLikeZip, openXlsx, XlsxError } from './xlsx.ts';

export interface MappingSource {
  /** The first rows, from the top of the sheet or table. */
  rows: DelimitedRow[];
  /** A workbook's sheet names (empty for other files) and the one shown. */
  sheets: string[];
  sheet: string | null;
  /** An HTML statement's tables, labelled (empty for other files), and the one shown, 1-based. */
  tables: string[];
  table: number | null;
}

// Enough of a large file for its first rows: a delimited file is cut at a line.
const SAMPLE_BYTES = 262_144;

export function mappingSource(
  content: Uint8Array,
  choice: { sheet?: string | undefined; table?: number | undefined },
  maxRows: number,
): MappingSource {
  const none = { sheets: [], sheet: null, tables: [], table: null };
  if (looksLikeZip(content)) {
    try {
      const book = openXlsx(content);
      const index = Math.max(0, choice.sheet === undefined ? 0 : book.sheetNames.indexOf(choice.sheet));
      return {
        ...none,
        rows: book.sheet(index).rows.slice(0, maxRows),
        sheets: book.sheetNames,
        sheet: book.sheetNames[index] ?? null,
      };
    } catch (error) {
      if (error instanceof XlsxError) return { ...none, rows: [] };
      throw error;
    }
  }
  const { text } = decodeText(content);
  if (looksLikeHtml(text)) {
    const tables = htmlTables(text);
    const table = Math.min(Math.max(1, choice.table ?? 1), Math.max(1, tables.length));
    return {
      ...none,
      rows: (tables[table - 1] ?? []).slice(0, maxRows),
      tables: tables.map((rows, index) => tableLabel(rows, index)),
      table,
    };
  }
  const head = text.length > SAMPLE_BYTES ? text.slice(0, text.lastIndexOf('\n', SAMPLE_BYTES)) : text;
  return { ...none, rows: readDelimited(head).slice(0, maxRows) };
}
