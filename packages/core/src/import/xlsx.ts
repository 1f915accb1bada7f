// Excel workbooks (.xlsx: a zip of XML parts) read into the same rows a CSV gives, for brokers
// that only export XLSX. The first worksheet is read; each cell becomes the text a trader sees in
// a CSV saved from Excel: shared and inline strings as written, numbers in at most 15 significant
// digits (what Excel shows, not the binary double's tail), dates and times as
// `YYYY-MM-DD HH:MM:SS` in no zone (the file's zone then applies, as for any naive timestamp),
// booleans as TRUE / FALSE. Rows keep their sheet row number as their line.
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import type { DelimitedRow } from './delimited.ts';

/** A zip's local file header: every XLSX starts with it. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export interface XlsxSheet {
  rows: DelimitedRow[];
  /** The sheet as CSV text, for formats that look at the file's head. */
  text: string;
}

export class XlsxError extends Error {}

const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

function part(files: Unzipped, path: string): string | null {
  const bytes = files[path];
  return bytes === undefined ? null : strFromU8(bytes);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? unescapeXml(match[1] ?? '') : null;
}

/** Every `<t>` of an element joined: a rich-text string is split into runs. */
function textOf(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += unescapeXml(match[1] ?? '');
  return text;
}

function sharedStrings(files: Unzipped): string[] {
  const xml = part(files, 'xl/sharedStrings.xml');
  if (xml === null) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((match) => textOf(match[1] ?? ''));
}

// Built-in number formats that show a date or a time (ECMA-376 18.8.30).
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Which cell styles (index into cellXfs) show their number as a date or time. */
function dateStyles(files: Unzipped): boolean[] {
  const xml = part(files, 'xl/styles.xml');
  if (xml === null) return [];
  const custom = new Map<number, string>();
  for (const match of xml.matchAll(/<numFmt\s[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId'));
    custom.set(id, attribute(match[0], 'formatCode') ?? '');
  }
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\s[^>]*?\/?>/g)].map((match) => {
    const id = Number(attribute(match[0], 'numFmtId') ?? '0');
    if (DATE_FORMAT_IDS.has(id)) return true;
    // A custom format with a day, month, year or hour part, once quoted text and colours are out.
    const code = (custom.get(id) ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    return /[dmyhs]/i.test(code) && !/^(general|@)$/i.test(code.trim());
  });
}

/** The worksheets' names and parts, in the workbook's order. */
function sheetParts(files: Unzipped): Array<{ name: string; path: string }> {
  const workbook = part(files, 'xl/workbook.xml') ?? '';
  const rels = part(files, 'xl/_rels/workbook.xml.rels') ?? '';
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\s[^>]*>/g)) {
    const target = attribute(match[0], 'Target') ?? '';
    targets.set(
      attribute(match[0], 'Id') ?? '',
      target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`,
    );
  }
  const sheets = [...workbook.matchAll(/<sheet\s[^>]*>/g)].flatMap((match) => {
    const path = targets.get(attribute(match[0], 'r:id') ?? '');
    return path === undefined ? [] : [{ name: attribute(match[0], 'name') ?? '', path }];
  });
  return sheets.length > 0 ? sheets : [{ name: 'Sheet1', path: 'xl/worksheets/sheet1.xml' }];
}

// Excel's day 0 is 1899-12-30 in the 1900 system (its phantom 29 Feb 1900 included), 1904-01-01 in the other.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function serialDate(serial: number, epoch: number): string {
  // To the second: a serial's binary fraction rarely lands on the exact second it was typed.
  const time = new Date(epoch + Math.round(serial * 86_400) * 1000);
  const date = `${pad(time.getUTCFullYear(), 4)}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())}`;
  if (serial === Math.floor(serial)) return date;
  return `${date} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())}`;
}

/** A number as Excel shows it in General: 15 significant digits, no exponent for everyday sizes. */
function numberText(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  // String() writes plain digits from 1e-6 up to 1e21, which covers every price and amount.
  return String(Number(n.toPrecision(15)));
}

/** `B12` -> 1 (zero-based column). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export interface XlsxWorkbook {
  /** The worksheets' names, in the workbook's order. */
  sheetNames: string[];
  /** One worksheet as rows of cell text (the first when no index is given). */
  sheet(index?: number): XlsxSheet;
}

/** An XLSX file's worksheets, each read when asked for. Throws XlsxError when it is not a workbook. */
export function openXlsx(bytes: Uint8Array): XlsxWorkbook {
  let files: Unzipped;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') });
  } catch {
    throw new XlsxError('the file is not a readable zip archive');
  }
  const sheets = sheetParts(files);
  const strings = sharedStrings(files);
  const dates = dateStyles(files);
  const epoch = /<workbookPr\s[^>]*date1904="(1|true)"/.test(part(files, 'xl/workbook.xml') ?? '')
    ? EPOCH_1904
    : EPOCH_1900;
  return {
    sheetNames: sheets.map((sheet) => sheet.name),
    sheet: (index = 0) => {
      const xml = part(files, sheets[index]?.path ?? '');
      if (xml === null) throw new XlsxError('the workbook has no worksheet');
      return readSheet(xml, strings, dates, epoch);
    },
  };
}

/** The first worksheet of an XLSX file as rows of cell text. Throws XlsxError when it is not one. */
export function readXlsx(bytes: Uint8Array): XlsxSheet {
  return openXlsx(bytes).sheet();
}

function readSheet(
  sheet: string,
  strings: readonly string[],
  dates: readonly boolean[],
  epoch: number,
): XlsxSheet {
  const rows: DelimitedRow[] = [];
  let previous = 0;
  for (const rowMatch of sheet.matchAll(/<row(\s[^>]*)?>([\s\S]*?)<\/row>|<row(\s[^>]*)?\/>/g)) {
    const rowTag = rowMatch[1] ?? rowMatch[3] ?? '';
    const line = Number(attribute(rowTag, 'r') ?? previous + 1);
    previous = line;
    const cells: string[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = cellMatch[1] ?? '';
      const body = cellMatch[2] ?? '';
      const reference = attribute(tag, 'r');
      const column = reference === null ? next : columnIndex(reference);
      next = column + 1;
      const type = attribute(tag, 't') ?? 'n';
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      let text: string;
      if (type === 's') text = strings[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(body);
      else if (type === 'str' || type === 'e' || type === 'd') text = value;
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (value === '') text = '';
      else if (dates[Number(attribute(tag, 's') ?? '0')] === true && Number.isFinite(Number(value)))
        text = serialDate(Number(value), epoch);
      else text = numberText(value);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    rows.push({ line, cells });
  }
  // A sheet's trailing empty rows (formatted but blank) are no rows, as trailing blank lines.
  while (rows.length > 0 && rows[rows.length - 1]?.cells.every((cell) => cell.trim() === '')) rows.pop();
  const text = rows.map((row) => row.cells.map(csvField).join(',')).join('\n');
  return { rows, text };
}
