import { describe, expect, it } from 'vitest';
import { fillCost } from './costs.ts';
import { money, rescale, scaled } from './decimal.ts';
import {
  CRYPTO,
  FOREX,
  FUTURES,
  STOCKS,
  futureSymbol,
  optionInstrument,
  optionSymbol,
} from './instruments.ts';
import { spreadTimes } from './timing.ts';

const find = <T extends { root: string }>(list: readonly T[], root: string): T => {
  const found = list.find((i) => i.root === root);
  if (!found) throw new Error(`no ${root}`);
  return found;
};

describe('decimal text from whole units', () => {
  it('writes units at a scale, signs and leading zeros included', () => {
    expect(scaled(594250, 2)).toBe('5942.50');
    expect(scaled(5, 5)).toBe('0.00005');
    expect(scaled(-12950, 2)).toBe('-129.50');
    expect(scaled(12, 0)).toBe('12');
    expect(money(-5)).toBe('-0.05');
    expect(() => scaled(0.5, 2)).toThrow(RangeError);
  });

  it('rescales, rounding half away from zero', () => {
    expect(rescale(12345, 4, 2)).toBe(123);
    expect(rescale(12350, 4, 2)).toBe(124);
    expect(rescale(-12350, 4, 2)).toBe(-124);
    expect(rescale(7, 2, 4)).toBe(700);
  });
});

describe('contract names', () => {
  it('names index futures by the quarter, rolling a week before expiry', () => {
    expect(futureSymbol('ES', 2025, 1, 2)).toBe('ESH5');
    expect(futureSymbol('ES', 2025, 3, 9)).toBe('ESH5');
    expect(futureSymbol('ES', 2025, 3, 12)).toBe('ESM5');
    expect(futureSymbol('NQ', 2025, 12, 15)).toBe('NQH6');
    expect(futureSymbol('MES', 2025, 11, 20)).toBe('MESZ5');
  });

  it('names crude oil by the next month and gold by the next even month', () => {
    expect(futureSymbol('CL', 2025, 1, 5)).toBe('CLG5');
    expect(futureSymbol('CL', 2025, 1, 20)).toBe('CLH5');
    expect(futureSymbol('CL', 2025, 12, 20)).toBe('CLG6');
    expect(futureSymbol('GC', 2025, 1, 20)).toBe('GCG5');
    expect(futureSymbol('GC', 2025, 12, 1)).toBe('GCG6');
  });

  it('writes OCC option symbols', () => {
    expect(optionSymbol('AAPL', { year: 2026, month: 1, date: 16 }, 'C', 20_000)).toBe('AAPL260116C00200000');
    expect(optionSymbol('SPY', { year: 2025, month: 3, date: 7 }, 'P', 57_250)).toBe('SPY250307P00572500');
  });
});

describe('costs of a fill, in cents', () => {
  it('charges stocks per share with a minimum, and regulatory fees on sales only', () => {
    const aapl = find(STOCKS, 'AAPL');
    expect(fillCost(aapl, 'buy', 100, 24385)).toEqual({ commission: 100, fees: 0 });
    // 1,000 shares at 243.85: 5.00 commission; SEC fee 243,850.00 x 27.80 / 1e6 = 6.7790 -> 6.78 (up to
    // the cent), FINRA TAF 1,000 x 0.000166 = 0.166 -> 0.17.
    expect(fillCost(aapl, 'sell', 1000, 24385)).toEqual({ commission: 500, fees: 678 + 17 });
  });

  it('charges options and futures per contract', () => {
    expect(fillCost(optionInstrument('AAPL260116C00200000', 350), 'buy', 3, 350)).toEqual({
      commission: 195,
      fees: 9,
    });
    expect(fillCost(find(FUTURES, 'ES'), 'sell', 2, 594250)).toEqual({ commission: 450, fees: 274 });
  });

  it('charges forex per thousand units in the quote currency and crypto 0.1 % of the notional', () => {
    // 0.03 USD per thousand units.
    expect(fillCost(find(FOREX, 'EURUSD'), 'buy', 50_000, 103512)).toEqual({ commission: 150, fees: 0 });
    expect(fillCost(find(FOREX, 'NZDUSD'), 'sell', 123_000, 55932)).toEqual({ commission: 369, fees: 0 });
    // 0.05 BTC at 91,234.5 = 4,561.725 EUR; 0.1 % = 4.56 EUR.
    expect(fillCost(find(CRYPTO, 'BTCEUR'), 'sell', 5000, 912345)).toEqual({ commission: 0, fees: 456 });
    // 0.0125 ETH at 3,327.95 = 41.599375 USD; 0.1 % = 0.0416 -> 0.04 USD.
    expect(fillCost(find(CRYPTO, 'ETHUSD'), 'buy', 125, 332795)).toEqual({ commission: 0, fees: 4 });
  });
});

describe('spreadTimes', () => {
  it('spreads strictly increasing whole seconds over the span, pinned at one end', () => {
    let i = 0;
    const next = () => [0.99, 0, 0.5, 0.99, 0.2][i++ % 5] ?? 0;
    for (let round = 0; round < 20; round++) {
      const from = 1_000_000 + round * 777;
      const to = from + 5_500;
      for (const pin of ['first', 'last'] as const) {
        const times = spreadTimes(next, from, to, 5, pin);
        expect(times).toHaveLength(5);
        for (const t of times) expect(t % 1000).toBe(0);
        for (let k = 1; k < times.length; k++) expect(times[k]! > times[k - 1]!).toBe(true);
        expect(times[0]! >= from && times[4]! <= to).toBe(true);
        if (pin === 'first') expect(times[0]).toBe(Math.ceil(from / 1000) * 1000);
        else expect(times[4]).toBe(Math.floor(to / 1000) * 1000);
      }
    }
  });
});
