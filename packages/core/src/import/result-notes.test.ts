import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.ts';
import { noTradesSentence } from './result-notes.ts';

describe('noTradesSentence', () => {
  it('says what a file without trades holds instead', () => {
    expect(
      noTradesSentence(
        'activity.csv',
        [
          { line: 2, kind: 'dividend', description: 'AAPL' },
          { line: 3, kind: 'dividend', description: 'MSFT' },
          { line: 4, kind: 'interest', description: 'cash' },
        ],
        [{ line: 5, time: '2026-01-02T00:00:00Z', amount: 100, kind: 'deposit' }],
      ),
    ).toBe('activity.csv holds no trades: it lists 2 dividends, 1 interest and 1 deposit.');
    expect(noTradesSentence('t.csv', [], [])).toBe('t.csv holds no trades: its trades table is empty.');
    const kinds = [
      'withholding tax',
      'withholding tax',
      'currency',
      'currency',
      'day',
      'day',
      'switch',
      'switch',
    ];
    expect(
      noTradesSentence(
        'f.csv',
        kinds.map((kind, line) => ({ line, kind, description: '' })),
        [],
      ),
    ).toBe('f.csv holds no trades: it lists 2 withholding taxes, 2 currencies, 2 days and 2 switches.');
  });

  it('is given for a recognised file with no fills and no row errors, not for one whose rows failed', () => {
    const header = 'Date,Time,Symbol,Side,Quantity,Price,Commission,Fees';
    const empty = parseImportFile({
      fileName: 'edgelog.csv',
      content: `${header}\n`,
      timeZone: 'UTC',
      format: 'generic',
      mapping: {
        columns: {
          date: 'Date',
          clock: 'Time',
          symbol: 'Symbol',
          side: 'Side',
          quantity: 'Quantity',
          price: 'Price',
        },
      },
    });
    expect(empty.noTrades).toBe('edgelog.csv holds no trades: its trades table is empty.');
    const failed = parseImportFile({
      fileName: 'edgelog.csv',
      content: `${header}\n2026-01-02,10:00:00,AAPL,Buy,x,1,0,0\n`,
      timeZone: 'UTC',
      format: 'generic',
      mapping: {
        columns: {
          date: 'Date',
          clock: 'Time',
          symbol: 'Symbol',
          side: 'Side',
          quantity: 'Quantity',
          price: 'Price',
        },
      },
    });
    expect(failed.rowErrors.length).toBeGreaterThan(0);
    expect(failed.noTrades).toBeUndefined();
  });
});
