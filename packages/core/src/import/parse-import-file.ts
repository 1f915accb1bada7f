// Reading one import file: decode its text, split its rows, find its format (or use the one the
// trader chose, or the column mapping), and let the format read it. Never throws for the file's
// content: what cannot be read becomes a row error or a warning.
import { readDelimited, type DelimitedRow } from './delimited.ts';
import type { FormatOutput, ImportFormat } from './format.ts';
import { DETECTION_THRESHOLD, detectFormat, formatById } from './registry.ts';
import { decodeText, type DecodedText } from './text.ts';
import type { ImportResult, ImportWarning, ParseImportFileInput } from './types.ts';
import { looksLikeZip, openXlsx, XlsxError, type XlsxSheet, type XlsxWorkbook } from './xlsx.ts';
import { htmlTables, looksLikeHtml } from './table-region.ts';
import { isKnownTimeZone } from './zone-time.ts';
import { FilePositions } from './file-positions.ts';
import { checkStatedPnl } from './pnl-check.ts';
import { noTradesSentence, openedBeforeFile } from './result-notes.ts';
import { withReadingChoices } from './reading-choices.ts';
import { unreadableFile } from './unreadable-files.ts';

const SAMPLE_ROWS = 50;
const SAMPLE_CHARS = 65_536;

function empty(format: string | null, message: string, before: ImportWarning[] = []): ImportResult {
  return {
    format,
    executions: [],
    rowErrors: [],
    warnings: [...before, { message }],
    skipped: [],
    cashTransactions: [],
  };
}

// A workbook's sheets looked at for a format, at most: a statement has a handful.
const MAX_SHEETS = 20;

/**
 * The sheet of a workbook to read: the first one a format reads (the forced format, or any when
 * detecting), else the first sheet (for the column mapping). A statement whose trades are not on
 * its first sheet (an account summary first) is read where they are; other sheets a format reads
 * too are named in a warning, to be saved and imported on their own.
 */
function workbookSheet(input: ParseImportFileInput, bytes: Uint8Array, notes: ImportWarning[]): XlsxSheet {
  const book = openXlsx(bytes);
  if (input.mapping) return mappedSheet(input.fileName, book, input.mapping.sheet, notes);
  const forced = input.format === undefined ? undefined : formatById(input.format);
  const readable: Array<{ index: number; sheet: XlsxSheet }> = [];
  for (let index = 0; index < Math.min(book.sheetNames.length, MAX_SHEETS); index++) {
    const sheet = book.sheet(index);
    const sample = {
      fileName: input.fileName,
      rows: sheet.rows.slice(0, SAMPLE_ROWS),
      head: sheet.text.slice(0, SAMPLE_CHARS),
    };
    const found = forced ? forced.detect(sample) >= DETECTION_THRESHOLD : detectFormat(sample) !== null;
    if (found) readable.push({ index, sheet });
  }
  const [chosen, ...others] = readable;
  if (chosen === undefined) return book.sheet(0);
  const name = (index: number) => `"${book.sheetNames[index] ?? ''}"`;
  if (chosen.index > 0 || others.length > 0)
    notes.push({
      message:
        `${input.fileName}: the sheet ${name(chosen.index)} was read` +
        (others.length > 0
          ? `; ${others.map((other) => name(other.index)).join(', ')} can be imported too, each saved as a file of its own`
          : ''),
    });
  return chosen.sheet;
}

/** The first rows detection looks at: of the file's rows when split (or small), else of its head. */
function sampleRows(
  text: string,
  allRows: () => readonly DelimitedRow[],
  split: boolean,
): readonly DelimitedRow[] {
  // A small file is split once, for detection and the format alike.
  if (split || text.length <= SAMPLE_CHARS) return allRows().slice(0, SAMPLE_ROWS);
  // The head may end inside a row: that row is left out.
  return readDelimited(text.slice(0, SAMPLE_CHARS)).slice(0, -1).slice(0, SAMPLE_ROWS);
}

/** The sheet a mapping names (the first when it names none, or one the workbook lacks, said so). */
function mappedSheet(
  fileName: string,
  book: XlsxWorkbook,
  name: string | undefined,
  notes: ImportWarning[],
): XlsxSheet {
  if (name === undefined) return book.sheet(0);
  const index = book.sheetNames.indexOf(name);
  if (index >= 0) return book.sheet(index);
  notes.push({ message: `${fileName} has no sheet "${name}": its first sheet was read` });
  return book.sheet(0);
}

/** The rows of the HTML statement's table a mapping names (1-based; the first when absent). */
function mappedHtmlTable(
  fileName: string,
  html: string,
  table: number | undefined,
  notes: ImportWarning[],
): DelimitedRow[] {
  const tables = htmlTables(html);
  const chosen = tables[(table ?? 1) - 1];
  if (chosen) return chosen;
  if (table !== undefined)
    notes.push({ message: `${fileName} has no table ${table}: its first table was read` });
  return tables[0] ?? [];
}

function refused(refusal: string): ImportResult {
  return { ...empty(null, refusal), refusal };
}

/** What is said of the file as a whole: its stated P&L checked, no trades, openings before it. */
function withNotes(fileName: string, output: FormatOutput, formatId: string): FormatOutput {
  const notes: ImportWarning[] = [];
  // Both notes read the fills' round trips: they are split once.
  const positions = new FilePositions(output.executions);
  let checked: Pick<FormatOutput, 'pnlChecks'> = {};
  if (output.statedPnl && output.statedPnl.length > 0) {
    const { checks, warnings } = checkStatedPnl(output.executions, output.statedPnl, positions);
    checked = { pnlChecks: checks };
    notes.push(...warnings);
  }
  // Edgelog's own export is the journal itself: a short in it is a short, not a missing opening.
  if (formatId !== 'edgelog') notes.push(...openedBeforeFile(output.executions, positions));
  const empty =
    output.refusal === undefined &&
    output.noTrades === undefined &&
    output.executions.length === 0 &&
    output.rowErrors.length === 0;
  return {
    ...output,
    warnings: [...output.warnings, ...notes],
    ...checked,
    ...(empty ? { noTrades: noTradesSentence(fileName, output.skipped, output.cashTransactions) } : {}),
  };
}

export function parseImportFile(input: ParseImportFileInput): ImportResult {
  const timeZone = input.mapping?.timeZone ?? input.timeZone;
  if (!isKnownTimeZone(timeZone))
    return empty(input.format ?? null, `"${timeZone}" is not a time zone this importer knows`);
  const unreadable = unreadableFile(input.fileName, input.content);
  if (unreadable !== null) return refused(unreadable);
  let decoded: DecodedText;
  // Split into delimited rows only when asked: HTML and XML statements never are, and detection
  // needs the first rows only.
  let rows: readonly DelimitedRow[] | undefined;
  const allRows = (): readonly DelimitedRow[] => (rows ??= readDelimited(decoded.text));
  const workbookNotes: ImportWarning[] = [];
  if (input.content instanceof Uint8Array && looksLikeZip(input.content)) {
    try {
      const sheet = workbookSheet(input, input.content, workbookNotes);
      decoded = { text: sheet.text, encoding: 'text', invalidBytes: 0 };
      rows = sheet.rows;
    } catch (error) {
      if (!(error instanceof XlsxError)) throw error;
      return refused(`${input.fileName} could not be read as an Excel workbook: ${error.message}.`);
    }
  } else {
    decoded = decodeText(input.content);
    if (input.mapping && looksLikeHtml(decoded.text))
      rows = mappedHtmlTable(input.fileName, decoded.text, input.mapping.table, workbookNotes);
  }
  const decoding: ImportWarning[] = [...workbookNotes];
  if (decoded.encoding === 'windows-1252')
    decoding.push({
      message: `${input.fileName} is not UTF-8: it was read as Windows-1252 (Western European)`,
    });
  else if (decoded.invalidBytes > 0)
    decoding.push({
      message: `${decoded.invalidBytes} bytes of ${input.fileName} are not valid UTF-8 and read as "\uFFFD"`,
    });
  let format: ImportFormat | undefined;
  if (input.format !== undefined) {
    format = formatById(input.format);
    if (!format) return empty(null, `There is no import format "${input.format}"`, decoding);
  } else if (input.mapping) {
    format = formatById('generic');
  } else {
    format = detectFormat({
      fileName: input.fileName,
      rows: sampleRows(decoded.text, allRows, rows !== undefined),
      head: decoded.text.slice(0, SAMPLE_CHARS),
    })?.format;
  }
  if (!format) {
    return empty(
      null,
      `No import format recognised ${input.fileName}: map its columns with the generic importer`,
      decoding,
    );
  }
  const parser = format;
  const choices = {
    ...(input.dateOrder ? { dateOrder: input.dateOrder } : {}),
    ...(input.decimal ? { decimal: input.decimal } : {}),
  };
  const read = withReadingChoices(choices, () =>
    parser.parse({
      fileName: input.fileName,
      text: decoded.text,
      get rows() {
        return allRows();
      },
      timeZone,
      ...(input.mapping ? { mapping: input.mapping } : {}),
      ...choices,
    }),
  );
  for (const question of read.questions) input.onQuestion?.(question);
  const output: FormatOutput = withNotes(input.fileName, read.value, format.id);
  return { format: format.id, ...output, warnings: [...decoding, ...output.warnings] };
}
