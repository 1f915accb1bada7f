import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.ts';
import type { ColumnMapping } from './types.ts';

// A journal's trade list: one row per trade, date and time apart, a signed quantity for shorts.
const FILE = [
  'Symbol,Open date,Open time,Close date,Close time,Qty,Entry,Exit,Fees,P&L',
  'AAPL,03/02/2026,09:30:00,03/02/2026,10:15:00,100,180.00,181.50,2.00,150.00',
  'TSLA,03/02/2026,11:00:00,03/02/2026,11:20:00,-50,200.00,196.00,1.00,200.00',
  'MSFT,03/03/2026,09:45:00,,,10,400.00,,0.50,',
].join('\n');

const MAPPING: ColumnMapping = {
  rows: 'round-trips',
  columns: {
    symbol: 'Symbol',
    date: 'Open date',
    clock: 'Open time',
    closeDate: 'Close date',
    closeClock: 'Close time',
    quantity: 'Qty',
    price: 'Entry',
    exitPrice: 'Exit',
    fees: 'Fees',
    pnl: 'P&L',
  },
  dateFormat: 'MM/DD/YYYY HH:mm:ss',
  pnlBasis: 'gross',
  timeZone: 'America/New_York',
};

const read = (content: string, mapping: ColumnMapping = MAPPING) =>
  parseImportFile({ fileName: 'journal.csv', content, timeZone: 'UTC', mapping });

describe('mapped round-trip rows', () => {
  it('makes an entry and an exit fill of each row, a short from a negative quantity, costs halved', () => {
    const result = read(FILE);
    expect(result.rowErrors).toEqual([]);
    expect(
      result.executions.map((fill) => [
        fill.symbol,
        fill.side,
        fill.quantity,
        fill.price,
        fill.fees,
        fill.time,
      ]),
    ).toEqual([
      ['AAPL', 'buy', 100, 180, 1, '2026-03-02T09:30:00-05:00'],
      ['AAPL', 'sell', 100, 181.5, 1, '2026-03-02T10:15:00-05:00'],
      ['TSLA', 'sell', 50, 200, 0.5, '2026-03-02T11:00:00-05:00'],
      ['TSLA', 'buy', 50, 196, 0.5, '2026-03-02T11:20:00-05:00'],
      // Still open: its entry alone, with all of its costs.
      ['MSFT', 'buy', 10, 400, 0.5, '2026-03-03T09:45:00-05:00'],
    ]);
  });

  it('checks the P&L column against the fills and names a row that disagrees', () => {
    const ok = read(FILE);
    expect(ok.pnlChecks?.map((check) => [check.symbol, check.stated, check.agrees])).toEqual([
      ['AAPL', 150, true],
      ['TSLA', 200, true],
    ]);
    const wrong = read(FILE.replace('180.00,181.50,2.00,150.00', '180.00,181.50,2.00,1500.00'));
    expect(wrong.pnlChecks?.find((check) => check.symbol === 'AAPL')).toMatchObject({
      agrees: false,
      lines: [2],
    });
    expect(
      wrong.warnings.some((warning) => warning.message.includes('1,500') || warning.message.includes('1500')),
    ).toBe(true);
  });

  it('gives each trade the same fill ids when the file is exported again', () => {
    const first = read(FILE).executions.map((fill) => fill.brokerExecutionId);
    const again = read(FILE.replace(',0.50,', ',0.75,')).executions.map((fill) => fill.brokerExecutionId);
    expect(first).toEqual(again);
    expect(new Set(first).size).toBe(first.length);
  });

  it('reads the direction from a side column of long and short, and reports a word it cannot', () => {
    const content = [
      'Opened,Closed,Instrument,Direction,Size,Open price,Close price',
      '2026-03-02 09:30,2026-03-02 09:40,ESH6,Short,2,5000,4990',
      '2026-03-02 10:30,2026-03-02 10:40,ESH6,Sideways,2,5000,4990',
    ].join('\n');
    const result = read(content, {
      rows: 'round-trips',
      columns: {
        time: 'Opened',
        closeTime: 'Closed',
        symbol: 'Instrument',
        side: 'Direction',
        quantity: 'Size',
        price: 'Open price',
        exitPrice: 'Close price',
      },
      assetClass: 'future',
    });
    expect(result.executions.map((fill) => [fill.side, fill.price])).toEqual([
      ['sell', 5000],
      ['buy', 4990],
    ]);
    expect(result.rowErrors).toMatchObject([{ line: 3, column: 'Direction', code: 'VALIDATION-002' }]);
  });

  it('states the P&L of fill rows too, on the rows that carry one', () => {
    const content = [
      'Time,Symbol,Side,Qty,Price,Realized',
      '2026-03-02 09:30:00,AAPL,Buy,10,100,',
      '2026-03-02 09:40:00,AAPL,Sell,10,101,(5.00)',
    ].join('\n');
    const result = read(content, {
      columns: {
        time: 'Time',
        symbol: 'Symbol',
        side: 'Side',
        quantity: 'Qty',
        price: 'Price',
        pnl: 'Realized',
      },
    });
    expect(result.executions).toHaveLength(2);
    expect(result.pnlChecks).toMatchObject([{ symbol: 'AAPL', stated: -5, derivedGross: 10, agrees: false }]);
  });
});
