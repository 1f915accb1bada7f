/**
 * UTF-8 and base64 written out in plain TypeScript (core has no DOM or Node types). The
 * base64 form equals the browser idiom btoa(unescape(encodeURIComponent(text))).
 */

/** UTF-8 bytes of `text`; null when it holds a lone surrogate (which UTF-8 cannot carry losslessly). */
export function utf8Encode(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length * 3);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const low = text.charCodeAt(i + 1);
      if (cp > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return null;
      cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
      i++;
    }
    if (cp < 0x80) {
      bytes[n++] = cp;
    } else if (cp < 0x800) {
      bytes[n++] = 0xc0 | (cp >> 6);
      bytes[n++] = 0x80 | (cp & 63);
    } else if (cp < 0x10000) {
      bytes[n++] = 0xe0 | (cp >> 12);
      bytes[n++] = 0x80 | ((cp >> 6) & 63);
      bytes[n++] = 0x80 | (cp & 63);
    } else {
      bytes[n++] = 0xf0 | (cp >> 18);
      bytes[n++] = 0x80 | ((cp >> 12) & 63);
      bytes[n++] = 0x80 | ((cp >> 6) & 63);
      bytes[n++] = 0x80 | (cp & 63);
    }
  }
  return bytes.subarray(0, n);
}

/** Builds a string from UTF-16 code units without hitting argument-count limits. */
export function fromCodeUnits(units: ArrayLike<number>, length = units.length): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < length; start += CHUNK) {
    const end = Math.min(start + CHUNK, length);
    const slice: number[] = [];
    for (let i = start; i < end; i++) slice.push(units[i] ?? 0);
    out += String.fromCharCode(...slice);
  }
  return out;
}

/** The string UTF-8 `bytes` encode; null when they are not valid UTF-8. */
export function utf8Decode(bytes: ArrayLike<number>): string | null {
  const units = new Uint16Array(bytes.length);
  let n = 0;
  let i = 0;
  const cont = (at: number): number => {
    const b = bytes[at];
    return b !== undefined && (b & 0xc0) === 0x80 ? b & 63 : -1;
  };
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    let cp: number;
    if (b < 0x80) {
      cp = b;
      i += 1;
    } else if (b >= 0xc2 && b < 0xe0) {
      const c1 = cont(i + 1);
      if (c1 < 0) return null;
      cp = ((b & 31) << 6) | c1;
      i += 2;
    } else if (b >= 0xe0 && b < 0xf0) {
      const c1 = cont(i + 1);
      const c2 = cont(i + 2);
      if (c1 < 0 || c2 < 0) return null;
      cp = ((b & 15) << 12) | (c1 << 6) | c2;
      if (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)) return null;
      i += 3;
    } else if (b >= 0xf0 && b < 0xf5) {
      const c1 = cont(i + 1);
      const c2 = cont(i + 2);
      const c3 = cont(i + 3);
      if (c1 < 0 || c2 < 0 || c3 < 0) return null;
      cp = ((b & 7) << 18) | (c1 << 12) | (c2 << 6) | c3;
      if (cp < 0x10000 || cp > 0x10ffff) return null;
      i += 4;
    } else {
      return null;
    }
    if (cp >= 0x10000) {
      const v = cp - 0x10000;
      units[n++] = 0xd800 + (v >> 10);
      units[n++] = 0xdc00 + (v & 1023);
    } else {
      units[n++] = cp;
    }
  }
  return fromCodeUnits(units, n);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Map<string, number>([...ALPHABET].map((char, index) => [char, index]));

export function base64Encode(bytes: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const triple = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += b1 === undefined ? '=' : ALPHABET[(triple >> 6) & 63];
    out += b2 === undefined ? '=' : ALPHABET[triple & 63];
  }
  return out;
}

/** Bytes of a padded base64 string; null when it is not valid base64. */
export function base64Decode(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let n = 0;
  for (let i = 0; i < text.length; i += 4) {
    let triple = 0;
    for (let j = 0; j < 4; j++) {
      const char = text[i + j] ?? '';
      const value = char === '=' && i + 4 === text.length && j >= 4 - padding ? 0 : LOOKUP.get(char);
      if (value === undefined) return null;
      triple = (triple << 6) | value;
    }
    if (n < bytes.length) bytes[n++] = (triple >> 16) & 255;
    if (n < bytes.length) bytes[n++] = (triple >> 8) & 255;
    if (n < bytes.length) bytes[n++] = triple & 255;
  }
  return bytes;
}

/** Prefix of auth values stored as base64 of their UTF-8 bytes (SPEC section 9, "Auth storage"). */
export const COMPRESSED_PREFIX = 'compressed:';
/** Auth values longer than this are stored with COMPRESSED_PREFIX. */
export const AUTH_COMPRESS_THRESHOLD = 1000;

/** `compressed:` + base64(UTF-8(value)); null when the value cannot be encoded losslessly. */
export function toCompressedBase64(value: string): string | null {
  const bytes = utf8Encode(value);
  return bytes === null ? null : COMPRESSED_PREFIX + base64Encode(bytes);
}

/** The original of a `compressed:` value; null when the payload is corrupt. */
export function fromCompressedBase64(stored: string): string | null {
  const bytes = base64Decode(stored.slice(COMPRESSED_PREFIX.length));
  return bytes === null ? null : utf8Decode(bytes);
}
