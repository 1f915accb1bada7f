import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.ts';
import { unreadableFile } from './unreadable-files.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);
const ascii = (text: string): Uint8Array => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

/** A compound file's header and a directory entry named in UTF-16, as Office writes them. */
function compoundFile(streamName: string): Uint8Array {
  const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)];
  const name = [...streamName].flatMap((char) => [char.charCodeAt(0), 0]);
  return new Uint8Array([...header, ...name, 0, 0, ...new Array<number>(64).fill(0)]);
}

describe('unreadableFile', () => {
  it('says a file is empty, as bytes, as text, or with only a byte order mark and blank lines', () => {
    const sentence =
      'trades.csv is empty: export it again from your broker, and let the download finish before you import it.';
    expect(unreadableFile('trades.csv', new Uint8Array())).toBe(sentence);
    expect(unreadableFile('trades.csv', '\uFEFF\r\n  \n')).toBe(sentence);
    expect(unreadableFile('trades.csv', bytes(0xef, 0xbb, 0xbf, 0x0d, 0x0a))).toBe(sentence);
  });

  it('says what a PDF, a password-protected workbook, an old workbook and binary data are', () => {
    expect(unreadableFile('statement.pdf', ascii('%PDF-1.7\n%\u00e2\u00e3'))).toMatch(
      /^statement\.pdf is a PDF: /,
    );
    expect(unreadableFile('statement.pdf', '%PDF-1.4\n')).toMatch(/is a PDF/);
    expect(unreadableFile('book.xlsx', compoundFile('EncryptedPackage'))).toMatch(
      /^book\.xlsx is protected by a password: open it in Excel, remove the password/,
    );
    expect(unreadableFile('book.xls', compoundFile('Workbook'))).toMatch(
      /^book\.xls is an Excel 97-2003 workbook/,
    );
    expect(
      unreadableFile('chart.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)),
    ).toMatch(/^chart\.png is not a text file, a workbook or a statement/);
    expect(unreadableFile('odd.csv', 'a,b\u0000c')).toMatch(/binary data/);
  });

  it('leaves text, UTF-16 text and workbooks to be read', () => {
    expect(unreadableFile('a.csv', 'Symbol,Side\nAAPL,Buy\n')).toBeNull();
    expect(unreadableFile('a.csv', ascii('Symbol\tSide\r\nAAPL\tBuy\r\n'))).toBeNull();
    expect(unreadableFile('a.csv', bytes(0xff, 0xfe, 0x41, 0, 0x0a, 0))).toBeNull();
    expect(unreadableFile('a.xlsx', zipSync({ 'x.txt': ascii('hello') }))).toBeNull();
  });

  it('refuses such a file in one sentence and imports nothing', () => {
    const result = parseImportFile({ fileName: 'report.pdf', content: ascii('%PDF-1.7\n'), timeZone: 'UTC' });
    expect(result).toEqual({
      format: null,
      executions: [],
      rowErrors: [],
      warnings: [{ message: result.refusal }],
      skipped: [],
      cashTransactions: [],
      refusal:
        'report.pdf is a PDF: statements in PDF cannot be read. Export the trades from your broker as CSV, Excel or XML instead (the supported brokers list says where).',
    });
    // A forced format or a mapping does not make an empty file readable.
    expect(
      parseImportFile({ fileName: 'e.csv', content: '', timeZone: 'UTC', format: 'generic' }).refusal,
    ).toMatch(/is empty/);
  });
});
