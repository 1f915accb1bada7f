import { describe, expect, it } from 'vitest';
import { checkStatedPnl } from './pnl-check.ts';
import type { ImportedExecution } from './types.ts';

function fill(
  side: 'buy' | 'sell',
  price: number,
  time: string,
  extra: Partial<ImportedExecution> = {},
): ImportedExecution {
  return {
    time,
    symbol: 'ZNH6',
    side,
    quantity: 1,
    price,
    commission: 1.5,
    fees: 0.5,
    assetClass: 'future',
    ...extra,
  };
}

describe('checkStatedPnl', () => {
  it('agrees with a file whose P&L its fills give, before costs', () => {
    // One tick of ZN (1/64 of a point on 1,000 dollars a point) is 15.625.
    const fills = [
      fill('buy', 110.125, '2026-03-02T14:00:00Z'),
      fill('sell', 110.140625, '2026-03-02T14:05:00Z'),
    ];
    const { checks, warnings } = checkStatedPnl(fills, [
      { line: 3, amount: 15.63, basis: 'gross', symbol: 'ZNH6' },
    ]);
    expect(checks).toEqual([
      {
        symbol: 'ZNH6',
        accountRef: null,
        lines: [3],
        stated: 15.63,
        basis: 'gross',
        derivedGross: 15.63,
        derivedNet: 11.63,
        agrees: true,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('names the rows when a price read in the wrong notation makes another P&L', () => {
    // "110 040" read as 110,040 instead of 110 + 4/32: the file's +15.63 against thousands.
    const fills = [fill('buy', 110040, '2026-03-02T14:00:00Z'), fill('sell', 110045, '2026-03-02T14:05:00Z')];
    const { checks, warnings } = checkStatedPnl(fills, [
      { line: 3, amount: 15.63, basis: 'gross', symbol: 'ZNH6' },
    ]);
    expect(checks[0]?.agrees).toBe(false);
    expect(checks[0]?.derivedGross).toBe(5000);
    expect(warnings).toEqual([
      {
        line: 3,
        message:
          'ZNH6: the file states a realised P&L of +15.63 (line 3), its fills give +5,000.00 before costs. Check the prices and the contract size before importing.',
      },
    ]);
  });

  it("sums a symbol's closing rows, takes net or gross when the broker does not say, and totals the file", () => {
    const fills = [
      fill('buy', 100, '2026-03-02T14:00:00Z', {
        symbol: 'AAPL',
        assetClass: 'stock',
        quantity: 10,
        commission: 1,
        fees: 0,
      }),
      fill('sell', 101, '2026-03-02T14:05:00Z', {
        symbol: 'AAPL',
        assetClass: 'stock',
        quantity: 5,
        commission: 1,
        fees: 0,
      }),
      fill('sell', 102, '2026-03-02T14:06:00Z', {
        symbol: 'AAPL',
        assetClass: 'stock',
        quantity: 5,
        commission: 1,
        fees: 0,
      }),
      fill('sell', 50, '2026-03-02T15:00:00Z', {
        symbol: 'MSFT',
        assetClass: 'stock',
        quantity: 2,
        commission: 0,
        fees: 0,
      }),
      fill('buy', 49, '2026-03-02T15:30:00Z', {
        symbol: 'MSFT',
        assetClass: 'stock',
        quantity: 2,
        commission: 0,
        fees: 0,
      }),
    ];
    const { checks, warnings } = checkStatedPnl(fills, [
      { line: 3, amount: 4, basis: 'either', symbol: 'AAPL' },
      { line: 4, amount: 8, basis: 'either', symbol: 'AAPL' },
      { line: 9, amount: 14, basis: 'net' },
    ]);
    // AAPL: gross 5 + 10 = 15, net 15 - 3 = 12; MSFT: +2 either way; the file: net 14.
    expect(
      checks.map((check) => [
        check.symbol,
        check.lines,
        check.stated,
        check.derivedGross,
        check.derivedNet,
        check.agrees,
      ]),
    ).toEqual([
      ['AAPL', [3, 4], 12, 15, 12, true],
      [null, [9], 14, 17, 14, true],
    ]);
    expect(warnings).toEqual([]);
    const off = checkStatedPnl(fills, [{ line: 9, amount: 15, basis: 'net' }]);
    expect(off.warnings[0]?.message).toBe(
      'The file states a realised P&L of +15.00 (line 9), its fills give +14.00 after costs. Check the prices and the contract size before importing.',
    );
  });

  it('says when the stated P&L is of a position opened before the file', () => {
    const fills = [
      fill('sell', 120, '2026-03-02T14:00:00Z', {
        symbol: 'ALV',
        assetClass: 'stock',
        quantity: 3,
        commission: 0,
        fees: 0,
      }),
    ];
    const { checks, warnings } = checkStatedPnl(fills, [
      { line: 4, amount: -36.6, basis: 'net', symbol: 'ALV' },
    ]);
    expect(checks[0]).toMatchObject({ derivedGross: 0, derivedNet: 0, agrees: false });
    expect(warnings).toEqual([
      {
        line: 4,
        message:
          'ALV: the file states a realised P&L of \u221236.60 (line 4), but none of its fills closes a position opened in this file: the opening is older than the file. Import the earlier period too to see this P&L in the journal.',
      },
    ]);
  });

  it('counts only the closed part of a position still open', () => {
    const fills = [
      fill('buy', 100, '2026-03-02T14:00:00Z', {
        symbol: 'AAPL',
        assetClass: 'stock',
        quantity: 10,
        commission: 0,
        fees: 0,
      }),
      fill('sell', 103, '2026-03-02T14:05:00Z', {
        symbol: 'AAPL',
        assetClass: 'stock',
        quantity: 4,
        commission: 0,
        fees: 0,
      }),
    ];
    const { checks } = checkStatedPnl(fills, [{ line: 3, amount: 12, basis: 'gross', symbol: 'AAPL' }]);
    expect(checks[0]).toMatchObject({ derivedGross: 12, agrees: true });
  });

  it('keeps to one account when the statement names it, and skips fills the journal would refuse', () => {
    const fills = [
      fill('buy', 10, '2026-03-02T14:00:00Z', {
        symbol: 'X',
        assetClass: 'stock',
        accountRef: 'A',
        commission: 0,
        fees: 0,
      }),
      fill('sell', 12, '2026-03-02T14:01:00Z', {
        symbol: 'X',
        assetClass: 'stock',
        accountRef: 'A',
        commission: 0,
        fees: 0,
      }),
      fill('buy', 10, '2026-03-02T14:00:00Z', {
        symbol: 'X',
        assetClass: 'stock',
        accountRef: 'B',
        commission: 0,
        fees: 0,
      }),
      fill('sell', 11, '2026-03-02T14:01:00Z', {
        symbol: 'X',
        assetClass: 'stock',
        accountRef: 'B',
        commission: 0,
        fees: 0,
      }),
      fill('buy', 10, 'not a time', { symbol: 'Y', assetClass: 'stock', commission: 0, fees: 0 }),
    ];
    const { checks } = checkStatedPnl(fills, [
      { line: 2, amount: 2, basis: 'gross', symbol: 'X', accountRef: 'A' },
      { line: 5, amount: 99, basis: 'gross', symbol: 'Y' },
    ]);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ accountRef: 'A', derivedGross: 2, agrees: true });
  });
});
