// Files read into bytes with progress, and the first rows of a file no format recognised (a
// delimited text or an Excel workbook).
import {
  guessHeaderRow,
  inferMapping,
  looksLikeZip,
  mappingSource,
  readDelimited,
  readXlsx,
  tableRegion,
  XlsxError,
  type DelimitedRow,
  type ImportedExecution,
} from '@edgelog/core';
import type { MappingSample } from './import-api';

const SAMPLE_BYTES = 65_536;
const SAMPLE_ROWS = 6;

/** The whole file, reporting the bytes read after each chunk the browser hands over. */
export async function readBytes(file: File, onBytes: (read: number) => void): Promise<Uint8Array> {
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    read += value.byteLength;
    onBytes(read);
  }
  const bytes = new Uint8Array(read);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** The first rows of an Excel workbook's first sheet; none when it cannot be read. */
function workbookRows(bytes: Uint8Array): DelimitedRow[] {
  try {
    return readXlsx(bytes).rows.slice(0, SAMPLE_ROWS + 1);
  } catch (error) {
    if (error instanceof XlsxError) return [];
    throw error;
  }
}

/** The header and the first rows, for the column-mapping screen. */
export function sampleRows(bytes: Uint8Array): { header: string[]; rows: string[][] } | null {
  let sample: DelimitedRow[];
  if (looksLikeZip(bytes)) sample = workbookRows(bytes);
  else {
    const head = new TextDecoder(encodingOf(bytes)).decode(bytes.subarray(0, SAMPLE_BYTES));
    // A cut row at the end of the sample is left out.
    const lastBreak = Math.max(head.lastIndexOf('\n'), head.lastIndexOf('\r'));
    const text = bytes.byteLength > SAMPLE_BYTES && lastBreak > 0 ? head.slice(0, lastBreak) : head;
    sample = readDelimited(text.replace(/^\uFEFF/, '')).slice(0, SAMPLE_ROWS + 1);
  }
  const [header, ...rows] = sample;
  if (header === undefined) return null;
  return { header: header.cells.map((cell) => cell.trim()), rows: rows.map((row) => row.cells) };
}

// Rows the mapping screen shows from the top: title rows above a table are a handful; the rest is
// there to pick the header and to compare a format's fills with.
const MAPPING_ROWS = 200;
const MAPPING_ROWS_SHOWN = 30;

/**
 * The first rows of the sheet or table chosen, the header row they most likely have, and for a
 * file a format read (`executions`), the columns its fills came from.
 */
export function sampleForMapping(
  bytes: Uint8Array,
  choice: { sheet?: string; table?: number },
  executions: readonly ImportedExecution[],
): MappingSample {
  const source = mappingSource(bytes, choice, MAPPING_ROWS);
  const headerRow = guessHeaderRow(source.rows);
  const sample: MappingSample = {
    rows: source.rows.slice(0, MAPPING_ROWS_SHOWN).map((row) => row.cells),
    sheets: source.sheets,
    sheet: source.sheet,
    tables: source.tables,
    table: source.table,
    headerRow,
  };
  if (executions.length === 0) return sample;
  const region = tableRegion(source.rows, { headerRow });
  return { ...sample, prefill: inferMapping(region.header, region.rows, executions) };
}
