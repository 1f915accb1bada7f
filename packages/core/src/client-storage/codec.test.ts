import { describe, expect, it } from 'vitest';
import {
  base64Decode,
  base64Encode,
  COMPRESSED_PREFIX,
  fromCompressedBase64,
  toCompressedBase64,
  utf8Decode,
  utf8Encode,
} from './codec.ts';
import { LZW_PREFIX, lzwCompress, lzwDecompress } from './lzw.ts';

/** Vectors from Node's Buffer.from(text, 'utf8').toString('base64') (= btoa(unescape(encodeURIComponent(text)))). */
const vectors: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['héllo wörld €', 'aMOpbGxvIHfDtnJsZCDigqw='],
  ['📈 long 🚀', '8J+TiCBsb25nIPCfmoA='],
  ['{"a":1}', 'eyJhIjoxfQ=='],
];

describe('UTF-8 + base64', () => {
  it.each(vectors)('%j encodes to %j and back', (text, base64) => {
    const bytes = utf8Encode(text);
    expect(bytes).not.toBeNull();
    expect(base64Encode(bytes ?? [])).toBe(base64);
    const decoded = base64Decode(base64);
    expect(decoded).not.toBeNull();
    expect(utf8Decode(decoded ?? [])).toBe(text);
  });

  it('refuses text with a lone surrogate', () => {
    expect(utf8Encode('a\ud800b')).toBeNull();
    expect(utf8Encode('\udc00')).toBeNull();
    expect(toCompressedBase64('x\ud83d')).toBeNull();
  });

  it.each(['abc', 'ab=c', '====', 'Zg=a', 'Z!=='])('refuses invalid base64 %j', (text) => {
    expect(base64Decode(text)).toBeNull();
  });

  it.each([[[0xff]], [[0xc3]], [[0xe2, 0x82]], [[0xed, 0xa0, 0x80]], [[0xc0, 0x80]]])(
    'refuses invalid UTF-8 %j',
    (bytes) => {
      expect(utf8Decode(bytes)).toBeNull();
    },
  );

  it('round-trips a long session-like value through the compressed: form', () => {
    const session = JSON.stringify({
      access_token: 'eyJ'.padEnd(1500, 'a'),
      user: { full_name: 'Zoë Ångström 📊' },
    });
    const stored = toCompressedBase64(session);
    expect(stored?.startsWith(COMPRESSED_PREFIX)).toBe(true);
    expect(fromCompressedBase64(stored ?? '')).toBe(session);
    expect(fromCompressedBase64(`${COMPRESSED_PREFIX}not base64!`)).toBeNull();
  });
});

describe('LZW', () => {
  const journal = JSON.stringify(
    Array.from({ length: 400 }, (_, i) => ({
      id: i,
      symbol: i % 3 ? 'AAPL' : 'EURUSD',
      side: 'long',
      note: 'Breakout after the open, held to target',
    })),
  );
  let seed = 7;
  const random = Array.from({ length: 5000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(32 + (seed % 0x2fff));
  }).join('');

  it.each([
    ['empty', ''],
    ['one char', 'a'],
    ['repeats (KwKwK case)', 'abababababababababababab'],
    ['unicode', 'Zoë 📈 €€€ Ångström '.repeat(200)],
    ['a journal', journal],
    ['noisy text', random],
  ])('round-trips %s', (_label, text) => {
    const compressed = lzwCompress(text);
    expect(compressed?.startsWith(LZW_PREFIX)).toBe(true);
    expect(lzwDecompress(compressed ?? '')).toBe(text);
  });

  it('produces well-formed text: no control characters, no surrogates', () => {
    const compressed = lzwCompress(journal) ?? '';
    const bad = [...compressed.slice(LZW_PREFIX.length)].filter((char) => {
      const unit = char.charCodeAt(0);
      return unit < 32 || unit >= 0xd800;
    });
    expect(bad).toEqual([]);
  });

  it('shrinks repetitive JSON well below 80 %', () => {
    const compressed = lzwCompress(journal) ?? '';
    expect(compressed.length).toBeLessThan(journal.length * 0.3);
  });

  it.each(['lzw:', 'lzw:zz', 'lzw:5:', 'lzw:-1:abc', `lzw:3:${String.fromCharCode(5)}`, 'plain'])(
    'refuses corrupt %j',
    (stored) => {
      expect(lzwDecompress(stored)).toBeNull();
    },
  );

  it('refuses text with a lone surrogate', () => {
    expect(lzwCompress('a\udfffb')).toBeNull();
  });
});
