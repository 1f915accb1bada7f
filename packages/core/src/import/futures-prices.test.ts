import { describe, expect, it } from 'vitest';
import { isQuotedInThirtySeconds, readFuturesPrice, readThirtySeconds } from './futures-prices.ts';

describe('readFuturesPrice', () => {
  // Each value worked by hand: points + (32nds + part of a 32nd) / 32.
  it.each([
    ['110 040', 'ZNM6', 110.125], // 110 + 4/32 (Tradovate)
    ['110 045', 'ZNM6', 110.140625], // 110 + 4.5/32
    ['110 042', 'ZFM6', 110.1328125], // 110 + 4.25/32
    ['110 047', 'ZFM6', 110.1484375], // 110 + 4.75/32
    ["110'04.5", 'ZN', 110.140625],
    ["110'045", '/ZN', 110.140625],
    ['110-04+', 'TNU6', 110.140625],
    ['110-04', 'ZN JUN26', 110.125],
    ['110-042', 'ZFH7', 110.1328125],
    ["130'16", 'ZBM6', 130.5], // 130 + 16/32
    ["118'31", 'UBZ5', 118.96875], // 118 + 31/32
    ["103'216", 'ZTM5', 103.67578125], // 103 + 21.625/32 (eighths: 6 is .625)
    ["103'218", 'ZTM5', 103.68359375], // 103 + 21.875/32
    ["102'001", 'Z3NU6', 102.00390625], // 102 + 0.125/32
    ["104'12.25", 'ZFM6', 104.3828125], // 104 + 12.25/32
    ['110.140625', 'ZNM6', 110.140625], // a decimal stays a decimal
    ['110', 'ZNM6', 110],
    ['5125.25', 'ESM6', 5125.25],
    ['25271.50', 'MNQZ5', 25271.5],
  ])('reads %s of %s as %d', (text, symbol, expected) => {
    expect(readFuturesPrice(text, symbol)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['110 044', 'ZNM6', 'the digit after the 32nds must be 0, 2, 5 or 7'],
    ['110 046', 'ZNM6', 'the digit after the 32nds must be 0, 2, 5 or 7'],
    ['110 049', 'ZTM6', 'the digit after the 32nds must be 0, 1, 2, 3, 5, 6, 7 or 8'],
    ["110'32", 'ZBM6', 'has 32 32nds'],
    ["110'04.3", 'ZNM6', '.3 of a 32nd is not a tick'],
    ["110'04.125", 'ZNM6', '.125 of a 32nd is not a tick'],
    ["110'04", 'ESM6', 'ES is not quoted in 32nds'],
    ['110-04+', 'GCZ5', 'GC is not quoted in 32nds'],
    ['0-00', 'ZNM6', 'is not above zero'],
  ])('refuses %s of %s', (text, symbol, why) => {
    const read = readFuturesPrice(text, symbol);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.code).toBe('TRADE-002');
      expect(read.message).toContain(why);
    }
  });

  it('knows the contracts quoted in 32nds, and only those', () => {
    for (const symbol of ['ZTM6', 'Z3NU6', 'ZFM6', 'ZNM6', 'TNM6', 'TWEM6', 'ZBM6', 'UBM6', '/ZN'])
      expect(isQuotedInThirtySeconds(symbol), symbol).toBe(true);
    for (const symbol of ['ESM6', 'MNQZ5', '10YM6', 'ZCN6', 'GCZ5', 'ZNX'])
      expect(isQuotedInThirtySeconds(symbol), symbol).toBe(false);
  });

  it('tells a price in 32nds from a decimal', () => {
    expect(readThirtySeconds('110.125')).toBeNull();
    expect(readThirtySeconds('110040')).toBeNull();
  });
});
