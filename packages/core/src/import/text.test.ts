import { describe, expect, it } from 'vitest';
import { decodeText } from './text.ts';

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = littleEndian ? 0xff : 0xfe;
  bytes[1] = littleEndian ? 0xfe : 0xff;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2] = littleEndian ? code & 0xff : code >> 8;
    bytes[3 + i * 2] = littleEndian ? code >> 8 : code & 0xff;
  }
  return bytes;
}

function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return Uint8Array.from(bytes);
}

describe('decodeText', () => {
  const sample = 'Symbol,Price\nNESN €,1 234,50 — 📈\n';

  it('drops the byte order mark from text', () => {
    expect(decodeText('\uFEFFa,b').text).toBe('a,b');
    expect(decodeText('a,b').text).toBe('a,b');
  });

  it('reads UTF-8 bytes with and without a byte order mark', () => {
    expect(decodeText(utf8(sample))).toEqual({ text: sample, encoding: 'utf-8', invalidBytes: 0 });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(sample)])).text).toBe(sample);
  });

  it('reads UTF-16 in both byte orders from the byte order mark', () => {
    expect(decodeText(utf16(sample, true))).toMatchObject({ text: sample, encoding: 'utf-16le' });
    expect(decodeText(utf16(sample, false))).toMatchObject({ text: sample, encoding: 'utf-16be' });
  });

  it('counts invalid bytes of a file marked as UTF-8 instead of failing', () => {
    const read = decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0xff, 0x62, 0xc3]));
    expect(read.text).toBe('a\uFFFDb\uFFFD');
    expect(read.invalidBytes).toBe(2);
  });

  it('reads unmarked bytes that are not UTF-8 as Windows-1252', () => {
    const read = decodeText(
      Uint8Array.from([0x47, 0x65, 0x62, 0xfc, 0x68, 0x72, 0x3b, 0x80, 0x3b, 0x96, 0x81]),
    );
    expect(read).toEqual({ text: 'Gebühr;€;–\uFFFD', encoding: 'windows-1252', invalidBytes: 0 });
  });

  it('reads a large file', () => {
    const big = 'x,1.5\n'.repeat(50_000);
    expect(decodeText(utf8(big)).text).toBe(big);
  });
});
