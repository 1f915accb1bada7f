import { describe, expect, it } from 'vitest';
import { tableToCsv } from './reports-csv';

describe('tableToCsv', () => {
  it('writes a header row, then one CRLF-ended line per row', () => {
    const csv = tableToCsv(
      [{ header: 'Symbol' }, { header: 'Trades' }],
      [
        ['AAPL', 3],
        ['MSFT', 12],
      ],
    );
    expect(csv).toBe('Symbol,Trades\r\nAAPL,3\r\nMSFT,12\r\n');
  });

  it('names the currency of a money column in its header', () => {
    const csv = tableToCsv([{ header: 'Key' }, { header: 'Net P&L', currency: 'EUR', decimals: 2 }], []);
    expect(csv).toBe('Key,Net P&L (EUR)\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles inner quotes', () => {
    const csv = tableToCsv(
      [{ header: 'Tag, group' }, { header: 'Note' }],
      [
        ['say "hi"', 'two\nlines'],
        ['plain', 'a\r\nb'],
      ],
    );
    expect(csv).toBe('"Tag, group",Note\r\n"say ""hi""","two\nlines"\r\nplain,"a\r\nb"\r\n');
  });

  it('keeps numbers unformatted: a dot for decimals, no grouping, a hyphen for the sign', () => {
    const csv = tableToCsv(
      [{ header: 'Net', currency: 'USD', decimals: 2 }, { header: 'Win rate' }, { header: 'Big' }],
      [
        [-1234.5, 33.333333333333336, 1e21],
        [1234567.891, 0.0000001, -2.5],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Net (USD),Win rate,Big',
      '-1234.50,33.333333333333336,1000000000000000000000',
      '1234567.89,0.0000001,-2.5',
      '',
    ]);
  });

  it("rounds a money column to its currency's minor units, as the table shows it", () => {
    const csv = tableToCsv(
      [
        { header: 'Net', currency: 'JPY', decimals: 2 },
        { header: 'Fees', currency: 'KWD', decimals: 2 },
      ],
      [[-10111.589216, 1.2346]],
    );
    expect(csv.split('\r\n')).toEqual(['Net (JPY),Fees (KWD)', '-10112,1.235', '']);
  });

  it('leaves unknown values empty, writes an unbounded ratio as Infinity and never a signed zero', () => {
    const csv = tableToCsv(
      [{ header: 'Profit factor' }, { header: 'Avg R' }, { header: 'Net', decimals: 2 }],
      [[Infinity, null, -0.001]],
    );
    expect(csv).toBe('Profit factor,Avg R,Net\r\nInfinity,,0.00\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers or bucket labels', () => {
    const csv = tableToCsv(
      [{ header: 'Key' }, { header: 'Net' }],
      [
        ['=HYPERLINK("x")', -3],
        ['+1', 1],
        ['@SUM(A1)', 0],
        ['-1R..0R', 2],
      ],
    );
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""x"")",-3`,
      "'+1,1",
      "'@SUM(A1),0",
      '-1R..0R,2',
    ]);
  });

  it('refuses a row whose cells do not match the columns', () => {
    expect(() => tableToCsv([{ header: 'A' }], [['x', 1]])).toThrow(RangeError);
  });
});

describe('tableToCsv on the shared CSV writer', () => {
  it('writes R buckets as column names as written, and guards a formula in a column name', () => {
    const csv = tableToCsv(
      [{ header: 'Weekday / R multiple' }, { header: '-1R..0R' }, { header: '=1+1' }],
      [['Mon', 2, null]],
    );
    expect(csv).toBe("Weekday / R multiple,-1R..0R,'=1+1\r\nMon,2,\r\n");
  });

  it('writes one column and no rows as a header line alone', () => {
    expect(tableToCsv([{ header: 'Key' }], [])).toBe('Key\r\n');
    expect(tableToCsv([{ header: '' }], [[null]])).toBe('\r\n\r\n');
  });
});
