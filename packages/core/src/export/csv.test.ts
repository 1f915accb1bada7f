import { describe, expect, it } from 'vitest';
import { readDelimited } from '../import/delimited.ts';
import { writeCsv, type CsvColumn } from './csv.ts';

const HEADER: CsvColumn[] = [
  { name: 'note', kind: 'text' },
  { name: 'net', kind: 'number' },
];

describe('writeCsv', () => {
  it('quotes commas, quotes and line breaks and ends every line with CRLF', () => {
    const text = writeCsv(HEADER, [
      ['a, b', '1.50'],
      ['say "hi"', null],
      ['two\nlines\r\nhere', '-3'],
    ]);
    expect(text).toBe('note,net\r\n"a, b",1.50\r\n"say ""hi""",\r\n"two\nlines\r\nhere",-3\r\n');
  });

  it('reads back field for field through a standard CSV reader', () => {
    const rows = [
      ['a, b', '1.50'],
      ['say "hi"', '0'],
      ['two\nlines', '-3'],
    ];
    const read = readDelimited(writeCsv(HEADER, rows), ',').map((row) => row.cells);
    expect(read).toEqual([['note', 'net'], ...rows]);
  });

  it('defuses text a spreadsheet would run as a formula, never a number', () => {
    const text = writeCsv(HEADER, [
      ['=HYPERLINK("x")', '-12.5'],
      ['+cmd', '+3'],
      ['@SUM(A1)', '1'],
      ['-2+3', '2'],
      ['\tx', '3'],
      ['-42', '4'],
      ['a=b', '5'],
    ]);
    expect(text.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""x"")",-12.5`,
      `'+cmd,+3`,
      `'@SUM(A1),1`,
      `'-2+3,2`,
      `'\tx,3`,
      `-42,4`,
      `a=b,5`,
    ]);
  });

  it('refuses a row whose cells do not match the header', () => {
    expect(() => writeCsv(HEADER, [['only one']])).toThrow(RangeError);
  });
});
