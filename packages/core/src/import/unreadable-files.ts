// Files no format and no column mapping can read, told apart by their first bytes so the trader
// reads one sentence saying what the file is and what to do, instead of a mapper full of garbage.
import { looksLikeZip } from './xlsx.ts';

/** The start of a PDF document. */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** The compound-file container of Excel 97-2003 workbooks and of password-protected .xlsx files. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Bytes looked at to decide whether a file is text. */
const SNIFF_BYTES = 8192;
/** Past this share of control bytes a file is binary (text has tabs and line ends, nothing else). */
const BINARY_SHARE = 0.1;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, at) => bytes[at] === byte);
}

/** A stream name as the compound file's directory writes it: UTF-16 little endian. */
function holdsUtf16(bytes: Uint8Array, name: string): boolean {
  const first = name.charCodeAt(0);
  for (let at = 0; at + name.length * 2 <= bytes.length; at++) {
    if (bytes[at] !== first || bytes[at + 1] !== 0) continue;
    let found = true;
    for (let i = 1; i < name.length && found; i++)
      found = bytes[at + i * 2] === name.charCodeAt(i) && bytes[at + i * 2 + 1] === 0;
    if (found) return true;
  }
  return false;
}

function isControl(code: number): boolean {
  // Tab, line feed, form feed and carriage return are a text file's own.
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

function binaryBytes(bytes: Uint8Array): boolean {
  // UTF-16 text is full of zero bytes: its byte order mark says so.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  const length = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let at = 0; at < length; at++) {
    const byte = bytes[at] ?? 0;
    if (byte === 0) return true;
    if (isControl(byte)) control++;
  }
  return control > length * BINARY_SHARE;
}

function binaryText(text: string): boolean {
  const length = Math.min(text.length, SNIFF_BYTES);
  let control = 0;
  for (let at = 0; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0) return true;
    if (isControl(code)) control++;
  }
  return control > length * BINARY_SHARE;
}

function blank(content: string | Uint8Array): boolean {
  if (typeof content === 'string') return content.replace(/^\uFEFF/, '').trim() === '';
  for (const byte of content) {
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) {
      // A byte order mark alone is still an empty file.
      if (byte === 0xef || byte === 0xbb || byte === 0xbf || byte === 0xff || byte === 0xfe || byte === 0)
        continue;
      return false;
    }
  }
  return true;
}

/**
 * The sentence to show for a file nothing can be read from, or null when it may hold rows (a text
 * file or a workbook). Zip containers (workbooks) are left to the workbook reader.
 */
export function unreadableFile(fileName: string, content: string | Uint8Array): string | null {
  if (blank(content))
    return `${fileName} is empty: export it again from your broker, and let the download finish before you import it.`;
  const pdf = typeof content === 'string' ? content.startsWith('%PDF-') : startsWith(content, PDF);
  if (pdf)
    return `${fileName} is a PDF: statements in PDF cannot be read. Export the trades from your broker as CSV, Excel or XML instead (the supported brokers list says where).`;
  if (typeof content !== 'string' && startsWith(content, COMPOUND_FILE)) {
    if (holdsUtf16(content, 'EncryptedPackage'))
      return `${fileName} is protected by a password: open it in Excel, remove the password (File > Info > Protect Workbook), save it and import it again.`;
    return `${fileName} is an Excel 97-2003 workbook (.xls), which cannot be read: open it and save it as an Excel workbook (.xlsx) or CSV, then import that.`;
  }
  // Workbooks are zip containers, binary by nature: the workbook reader says what is wrong with them.
  if (typeof content !== 'string' && looksLikeZip(content)) return null;
  if (typeof content === 'string' ? binaryText(content) : binaryBytes(content))
    return `${fileName} is not a text file, a workbook or a statement (it holds binary data): export the trades from your broker as CSV, Excel or XML.`;
  return null;
}
