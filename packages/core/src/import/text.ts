// A file's content as text: given as a string already, or as bytes in UTF-8 (with or without a
// byte order mark) or UTF-16 (little or big endian, told by its byte order mark).
//
// Decoded by hand because core has no I/O globals (no TextDecoder in its library types) and must
// read the same way in a Worker, the browser and Node.

const BOM = 0xfeff;

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'text';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** Bytes that were not valid UTF-8 in a file with a UTF-8 byte order mark, replaced by U+FFFD. */
  invalidBytes: number;
}

const CHUNK = 8192;

function fromCodes(codes: number[], out: string[]): void {
  for (let i = 0; i < codes.length; i += CHUNK) out.push(String.fromCharCode(...codes.slice(i, i + CHUNK)));
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const out: string[] = [];
  let codes: number[] = [];
  for (let i = 2; i + 1 < bytes.length; i += 2) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    codes.push(littleEndian ? a | (b << 8) : (a << 8) | b);
    if (codes.length === CHUNK) {
      fromCodes(codes, out);
      codes = [];
    }
  }
  fromCodes(codes, out);
  return out.join('');
}

function continuation(bytes: Uint8Array, at: number): number {
  const byte = bytes[at];
  return byte !== undefined && (byte & 0xc0) === 0x80 ? byte & 0x3f : -1;
}

function decodeUtf8(bytes: Uint8Array, start: number): { text: string; invalid: number } {
  const out: string[] = [];
  let codes: number[] = [];
  let invalid = 0;
  let i = start;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    let code = 0xfffd;
    let length = 1;
    if (byte < 0x80) code = byte;
    else if (byte >= 0xc2 && byte < 0xe0) {
      const c1 = continuation(bytes, i + 1);
      if (c1 >= 0) [code, length] = [((byte & 0x1f) << 6) | c1, 2];
    } else if (byte >= 0xe0 && byte < 0xf0) {
      const c1 = continuation(bytes, i + 1);
      const c2 = continuation(bytes, i + 2);
      const value = ((byte & 0x0f) << 12) | (c1 << 6) | c2;
      if (c1 >= 0 && c2 >= 0 && value >= 0x800 && (value < 0xd800 || value > 0xdfff))
        [code, length] = [value, 3];
    } else if (byte >= 0xf0 && byte < 0xf5) {
      const c1 = continuation(bytes, i + 1);
      const c2 = continuation(bytes, i + 2);
      const c3 = continuation(bytes, i + 3);
      const value = ((byte & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
      if (c1 >= 0 && c2 >= 0 && c3 >= 0 && value >= 0x10000 && value <= 0x10ffff) {
        const high = value - 0x10000;
        codes.push(0xd800 + (high >> 10));
        code = 0xdc00 + (high & 0x3ff);
        length = 4;
      }
    }
    if (code === 0xfffd && length === 1 && byte >= 0x80) invalid++;
    codes.push(code);
    i += length;
    if (codes.length >= CHUNK) {
      fromCodes(codes, out);
      codes = [];
    }
  }
  fromCodes(codes, out);
  return { text: out.join(''), invalid };
}

// Windows-1252 differs from Latin-1 only in 0x80-0x9F; 0 marks the five bytes it leaves undefined.
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const out: string[] = [];
  let codes: number[] = [];
  for (const byte of bytes) {
    codes.push(byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] || 0xfffd : byte);
    if (codes.length === CHUNK) {
      fromCodes(codes, out);
      codes = [];
    }
  }
  fromCodes(codes, out);
  return out.join('');
}

/** The text of a file, its byte order mark removed. */
export function decodeText(content: string | Uint8Array): DecodedText {
  if (typeof content === 'string') {
    const text = content.charCodeAt(0) === BOM ? content.slice(1) : content;
    return { text, encoding: 'text', invalidBytes: 0 };
  }
  const [b0, b1, b2] = content;
  if (b0 === 0xff && b1 === 0xfe)
    return { text: decodeUtf16(content, true), encoding: 'utf-16le', invalidBytes: 0 };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: decodeUtf16(content, false), encoding: 'utf-16be', invalidBytes: 0 };
  const marked = b0 === 0xef && b1 === 0xbb && b2 === 0xbf;
  const { text, invalid } = decodeUtf8(content, marked ? 3 : 0);
  // Without a byte order mark, bytes that are not UTF-8 mean the older Windows encoding European
  // exports still use ("Gebühren" as one byte for "ü"); the caller says which was used.
  if (invalid > 0 && !marked)
    return { text: decodeWindows1252(content), encoding: 'windows-1252', invalidBytes: 0 };
  return { text, encoding: 'utf-8', invalidBytes: invalid };
}
