import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file.ts';
import { noTradesSentence, openedBeforeFile } from './result-notes.ts';
import type { ImportedExecution } from './types.ts';

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

describe('openedBeforeFile', () => {
  const fill = (
    symbol: string,
    side: 'buy' | 'sell',
    time: string,
    extra: Partial<ImportedExecution> = {},
  ): ImportedExecution => ({
    time,
    symbol,
    side,
    quantity: 10,
    price: 100,
    commission: 0,
    fees: 0,
    assetClass: 'stock',
    ...extra,
  });

  it('names shares sold and never bought back, and fills the broker marks closing', () => {
    const warnings = openedBeforeFile([
      fill('AAPL', 'sell', '2026-03-02T15:00:00Z'),
      fill('SPY260320C00600000', 'buy', '2026-03-02T15:00:00Z', {
        assetClass: 'option',
        positionEffect: 'close',
      }),
      fill('SPY260320C00600000', 'sell', '2026-03-03T15:00:00Z', { assetClass: 'option' }),
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(
      /^AAPL, SPY260320C00600000: the first fill in this file closes a position the file never opens/,
    );
  });

  it('leaves alone a short covered in the file, one the broker says opens, futures, and expiries', () => {
    expect(
      openedBeforeFile([
        fill('TSLA', 'sell', '2026-03-02T15:00:00Z'),
        fill('TSLA', 'buy', '2026-03-02T16:00:00Z'),
        fill('AMD', 'sell', '2026-03-02T15:00:00Z', { positionEffect: 'open' }),
        fill('ESM6', 'sell', '2026-03-02T15:00:00Z', { assetClass: 'future' }),
        fill('QQQ260320P00400000', 'buy', '2026-03-20T20:00:00Z', {
          assetClass: 'option',
          positionEffect: 'close',
          event: 'expiry',
        }),
      ]),
    ).toEqual([]);
  });
});
