// The cell a row error points at, read back from the file: a message such as "The price is missing"
// names the column but not what the row holds there, and the trader should not have to open the
// file to see it. The header of a row is the nearest row above it that names the column, so files
// with several sections (an activity statement) find each section's own header.
import { readDelimited, type DelimitedRow } from '../delimited.ts';
import { htmlTables, looksLikeHtml } from '../table-region.ts';
import { decodeText } from '../text.ts';
import { looksLikeZip, readXlsx, XlsxError } from '../xlsx.ts';

export interface CellRef {
  /** 1-based physical line of the row, as a row error gives it. */
  line: number;
  /** The header of the column. */
  column: string;
}

function rowsOf(content: string | Uint8Array): DelimitedRow[] {
  if (typeof content !== 'string' && looksLikeZip(content)) {
    try {
      return readXlsx(content).rows;
    } catch (error) {
      if (error instanceof XlsxError) return [];
      throw error;
    }
  }
  const { text } = decodeText(content);
  if (looksLikeHtml(text)) return htmlTables(text).flat();
  // XML and OFX documents have no header row to find a column in.
  if (/^\s*<|^\s*OFXHEADER/i.test(text.slice(0, 256))) return [];
  return readDelimited(text);
}

const normal = (cell: string) => cell.trim().toLowerCase();

/**
 * The cells at each reference, as written (trimmed); undefined where the row or its column cannot
 * be found (a workbook sheet other than the first, an XML statement).
 */
export function cellValues(content: string | Uint8Array, refs: readonly CellRef[]): (string | undefined)[] {
  if (refs.length === 0) return [];
  const rows = rowsOf(content);
  const indexByLine = new Map<number, number>();
  rows.forEach((row, index) => {
    if (!indexByLine.has(row.line)) indexByLine.set(row.line, index);
  });
  // For each column asked about: the rows naming it, in file order, with the position they name it at.
  const headers = new Map<string, { index: number; at: number }[]>();
  for (const column of new Set(refs.map((ref) => normal(ref.column)))) {
    const found: { index: number; at: number }[] = [];
    rows.forEach((row, index) => {
      const at = row.cells.findIndex((cell) => normal(cell) === column);
      if (at >= 0) found.push({ index, at });
    });
    headers.set(column, found);
  }
  return refs.map((ref) => {
    const index = indexByLine.get(ref.line);
    if (index === undefined) return undefined;
    const found = headers.get(normal(ref.column)) ?? [];
    // The last header above the row: a binary search over the rows naming the column.
    let low = 0;
    let high = found.length - 1;
    let header: { index: number; at: number } | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const candidate = found[middle];
      if (candidate === undefined) break;
      if (candidate.index < index) {
        header = candidate;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (header === undefined) return undefined;
    return rows[index]?.cells[header.at]?.trim() ?? '';
  });
}
