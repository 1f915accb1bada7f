/**
 * Real compression for the 6-hourly cleanup ("compress values over 1000 chars if saving 20 %").
 * The auth adapter's 'compressed:' form is base64, which grows a value by a third and so can
 * never save 20 %; cleanup therefore uses LZW over the value's UTF-8 bytes, with codes of
 * growing width packed 15 bits per UTF-16 code unit (offset 32, so no control characters and
 * no surrogates — the result is a well-formed string any Storage keeps intact).
 *
 * Stored form: LZW_PREFIX + <code count in base 36> + ':' + <packed codes>.
 */
import { fromCodeUnits, utf8Decode, utf8Encode } from './codec.ts';

export const LZW_PREFIX = 'lzw:';

const BITS_PER_UNIT = 15;
const UNIT_OFFSET = 32;

function bitLength(value: number): number {
  return 32 - Math.clz32(value);
}

/** The code of emission number n is written with the width of the dictionary size at that time. */
function widthOf(n: number): number {
  return bitLength(256 + n);
}

/** The compressed form of `text`; null when it holds a lone surrogate and cannot round-trip. */
export function lzwCompress(text: string): string | null {
  const bytes = utf8Encode(text);
  if (bytes === null) return null;
  if (bytes.length === 0) return `${LZW_PREFIX}0:`;
  const dictionary = new Map<number, number>();
  let nextCode = 256;
  let count = 0;
  const units: number[] = [];
  let acc = 0;
  let bits = 0;
  const write = (code: number): void => {
    const width = widthOf(count++);
    acc = acc * 2 ** width + code;
    bits += width;
    while (bits >= BITS_PER_UNIT) {
      const shift = 2 ** (bits - BITS_PER_UNIT);
      const unit = Math.floor(acc / shift);
      units.push(unit + UNIT_OFFSET);
      acc -= unit * shift;
      bits -= BITS_PER_UNIT;
    }
  };
  let prefix = bytes[0] ?? 0;
  for (let i = 1; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    const key = prefix * 256 + byte;
    const known = dictionary.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    write(prefix);
    dictionary.set(key, nextCode++);
    prefix = byte;
  }
  write(prefix);
  if (bits > 0) units.push(acc * 2 ** (BITS_PER_UNIT - bits) + UNIT_OFFSET);
  return `${LZW_PREFIX}${count.toString(36)}:${fromCodeUnits(units)}`;
}

/** The original text of an LZW_PREFIX value; null when the payload is corrupt. */
export function lzwDecompress(stored: string): string | null {
  if (!stored.startsWith(LZW_PREFIX)) return null;
  const colon = stored.indexOf(':', LZW_PREFIX.length);
  if (colon < 0) return null;
  const countText = stored.slice(LZW_PREFIX.length, colon);
  if (!/^[0-9a-z]+$/.test(countText)) return null;
  const count = parseInt(countText, 36);
  if (count === 0) return '';
  const packed = stored.slice(colon + 1);

  let position = 0;
  let acc = 0;
  let bits = 0;
  const read = (width: number): number => {
    while (bits < width) {
      if (position >= packed.length) return -1;
      const unit = packed.charCodeAt(position++) - UNIT_OFFSET;
      if (unit < 0 || unit >= 2 ** BITS_PER_UNIT) return -1;
      acc = acc * 2 ** BITS_PER_UNIT + unit;
      bits += BITS_PER_UNIT;
    }
    const shift = 2 ** (bits - width);
    const code = Math.floor(acc / shift);
    acc -= code * shift;
    bits -= width;
    return code;
  };

  // Entry c (c >= 256) is entry prefixOf[c] followed by byte lastOf[c]; firstOf and lengthOf speed up output.
  const prefixOf: number[] = [];
  const lastOf: number[] = [];
  const firstOf: number[] = [];
  const lengthOf: number[] = [];
  for (let b = 0; b < 256; b++) {
    prefixOf.push(-1);
    lastOf.push(b);
    firstOf.push(b);
    lengthOf.push(1);
  }
  const out: number[] = [];
  const emit = (code: number): void => {
    const length = lengthOf[code] ?? 0;
    const start = out.length;
    for (let k = 0; k < length; k++) out.push(0);
    let at = start + length - 1;
    for (let c = code; c >= 0; c = prefixOf[c] ?? -1) out[at--] = lastOf[c] ?? 0;
  };

  let previous = read(widthOf(0));
  if (previous < 0 || previous > 255) return null;
  emit(previous);
  for (let n = 1; n < count; n++) {
    const code = read(widthOf(n));
    const size = prefixOf.length;
    if (code < 0 || code > size) return null;
    const first = code < size ? (firstOf[code] ?? 0) : (firstOf[previous] ?? 0);
    prefixOf.push(previous);
    lastOf.push(first);
    firstOf.push(firstOf[previous] ?? 0);
    lengthOf.push((lengthOf[previous] ?? 0) + 1);
    emit(code);
    previous = code;
  }
  return utf8Decode(out);
}
