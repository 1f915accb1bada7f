// Reading one import file: decode its text, split its rows, find its format (or use the one the
// trader chose, or the column mapping), and let the format read it. Never throws for the file's
// content: what cannot be read becomes a row error or a warning.
import { readDelimited } from './delimited.ts';
import type { FormatOutput, ImportFormat } from './format.ts';
import { detectFormat, formatById } from './registry.ts';
import { decodeText, type DecodedText } from './text.ts';
import type { ImportResult, ImportWarning, ParseImportFileInput } from './types.ts';
import { looksLikeZip, readXlsx, XlsxError } from './xlsx.ts';
import { isKnownTimeZone } from './zone-time.ts';

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

export function parseImportFile(input: ParseImportFileInput): ImportResult {
  const timeZone = input.mapping?.timeZone ?? input.timeZone;
  if (!isKnownTimeZone(timeZone))
    return empty(input.format ?? null, `"${timeZone}" is not a time zone this importer knows`);
  let decoded: DecodedText;
  let rows;
  if (input.content instanceof Uint8Array && looksLikeZip(input.content)) {
    try {
      const sheet = readXlsx(input.content);
      decoded = { text: sheet.text, encoding: 'text', invalidBytes: 0 };
      rows = sheet.rows;
    } catch (error) {
      if (!(error instanceof XlsxError)) throw error;
      return empty(null, `${input.fileName} could not be read as an Excel workbook: ${error.message}`);
    }
  } else {
    decoded = decodeText(input.content);
    rows = readDelimited(decoded.text);
  }
  const decoding: ImportWarning[] =
    decoded.encoding === 'windows-1252'
      ? [{ message: `${input.fileName} is not UTF-8: it was read as Windows-1252 (Western European)` }]
      : decoded.invalidBytes > 0
        ? [
            {
              message: `${decoded.invalidBytes} bytes of ${input.fileName} are not valid UTF-8 and read as "\uFFFD"`,
            },
          ]
        : [];
  let format: ImportFormat | undefined;
  if (input.format !== undefined) {
    format = formatById(input.format);
    if (!format) return empty(null, `There is no import format "${input.format}"`, decoding);
  } else if (input.mapping) {
    format = formatById('generic');
  } else {
    format = detectFormat({
      fileName: input.fileName,
      rows: rows.slice(0, SAMPLE_ROWS),
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
  const output: FormatOutput = format.parse({
    fileName: input.fileName,
    text: decoded.text,
    rows,
    timeZone,
    ...(input.mapping ? { mapping: input.mapping } : {}),
  });
  return { format: format.id, ...output, warnings: [...decoding, ...output.warnings] };
}
