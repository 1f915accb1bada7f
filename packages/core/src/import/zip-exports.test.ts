import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unpackExports } from './zip-exports.ts';

const MB = 1 << 20;

describe('unpackExports', () => {
  it('gives the export files inside an archive and names what it leaves out', () => {
    const archive = zipSync({
      'march/fills.csv': strToU8('Symbol,Side\nAAPL,Buy\n'),
      'statement.htm': strToU8('<table></table>'),
      'flex.xml': strToU8('<FlexQueryResponse/>'),
      'readme.pdf': strToU8('%PDF-1.7'),
      '__MACOSX/._fills.csv': strToU8('x'),
      'march/': new Uint8Array(),
    });
    const unpacked = unpackExports('exports.zip', archive, MB);
    expect(unpacked.kind).toBe('files');
    if (unpacked.kind !== 'files') return;
    expect(unpacked.files.map((file) => [file.name, file.bytes.length])).toEqual([
      ['march/fills.csv', 21],
      ['statement.htm', 15],
      ['flex.xml', 20],
    ]);
    expect(unpacked.leftOut).toEqual(['readme.pdf']);
  });

  it('leaves a workbook to the workbook reader', () => {
    const workbook = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    expect(unpackExports('book.xlsx', workbook, MB)).toEqual({ kind: 'workbook' });
  });

  it('refuses an archive that unpacks past the limit before inflating it, and one with nothing to read', () => {
    const big = zipSync({ 'a.csv': new Uint8Array(2 * MB) });
    // Two megabytes of zeros pack into a few kilobytes: the directory's sizes decide.
    expect(big.length).toBeLessThan(20_000);
    expect(unpackExports('big.zip', big, MB)).toEqual({
      kind: 'refused',
      refusal:
        'big.zip unpacks to 2 MB, more than one import reads: unpack it and import its files in smaller groups.',
    });
    expect(unpackExports('pics.zip', zipSync({ 'a.png': new Uint8Array(3) }), MB)).toMatchObject({
      kind: 'refused',
    });
    expect(unpackExports('bad.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), MB)).toMatchObject({
      kind: 'refused',
      refusal:
        'bad.zip is not a readable zip archive: download it again, or unpack it and import the files inside.',
    });
  });
});
