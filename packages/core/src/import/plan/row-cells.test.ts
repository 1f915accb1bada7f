import { describe, expect, it } from 'vitest';
import { cellValues } from './row-cells.ts';

describe('cellValues', () => {
  it('reads the cell under the nearest header above the row that names the column', () => {
    const text = [
      'Trades,Header,Symbol,Price',
      'Trades,Data,AAPL,-3',
      '',
      'Dividends,Header,Currency,Price,Symbol',
      'Dividends,Data,USD,1.5,"MS,FT"',
      'Trades,Data,TSLA,',
    ].join('\r\n');
    expect(
      cellValues(text, [
        { line: 2, column: 'Price' },
        { line: 5, column: 'symbol' },
        { line: 6, column: 'Price' },
        { line: 2, column: 'Quantity' },
        { line: 99, column: 'Price' },
      ]),
    ).toEqual(['-3', 'MS,FT', '', undefined, undefined]);
  });

  it('reads the bytes of a UTF-8 file with a byte order mark', () => {
    const ascii = [...'Time;Kurs\n2026-03-02;abc\n'].map((char) => char.charCodeAt(0));
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...ascii]);
    expect(cellValues(bytes, [{ line: 2, column: 'Kurs' }])).toEqual(['abc']);
  });

  it('finds nothing in an XML statement', () => {
    expect(
      cellValues('<FlexQueryResponse><Trade price="x"/></FlexQueryResponse>', [{ line: 1, column: 'price' }]),
    ).toEqual([undefined]);
  });
});
