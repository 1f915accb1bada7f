import { describe, expect, it } from 'vitest';
import { monteCarlo, seededRandom } from './monte-carlo.ts';
import { buildTrade } from './test-support.ts';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(first).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});

describe('monteCarlo', () => {
  const mixed = [100, -80, 40, -20, 0, 150, -60].map((netPnl) => buildTrade({ netPnl }));

  it('one possible result: every band is the same straight line', () => {
    const projection = monteCarlo([buildTrade({ netPnl: 10 })], {
      trades: 3,
      runs: 50,
      startingEquity: 1000,
    });
    expect(projection?.bands).toEqual(
      [1000, 1010, 1020, 1030].map((equity, step) => ({
        step,
        p5: equity,
        p25: equity,
        p50: equity,
        p75: equity,
        p95: equity,
      })),
    );
    expect(projection?.probabilityOfLoss).toBe(0);
    expect(projection?.probabilityOfDrawdownLimit).toBeNull();
  });

  it('a drawdown limit of 1 % is hit by every run when every trade loses 1 % of 1000', () => {
    const projection = monteCarlo([buildTrade({ netPnl: -10 })], {
      trades: 1,
      runs: 20,
      startingEquity: 1000,
      drawdownLimitPct: 1,
    });
    expect(projection?.probabilityOfDrawdownLimit).toBe(1);
    expect(projection?.probabilityOfLoss).toBe(1);
    expect(
      monteCarlo([buildTrade({ netPnl: -10 })], {
        trades: 2,
        runs: 5,
        startingEquity: 1000,
        drawdownLimit: 25,
      })?.probabilityOfDrawdownLimit,
    ).toBe(0);
  });

  it('the same seed gives the same bands, whatever the order of the trades', () => {
    const options = { trades: 20, runs: 500, startingEquity: 5000, seed: 7, drawdownLimitPct: 3 };
    const first = monteCarlo(mixed, options);
    expect(monteCarlo([...mixed].reverse(), options)).toEqual(first);
    expect(monteCarlo(mixed, { ...options, seed: 8 })).not.toEqual(first);
  });

  it('bands are ordered and start at the starting equity', () => {
    const projection = monteCarlo(mixed, { trades: 30, runs: 400, startingEquity: 5000, seed: 3 });
    expect(projection?.bands[0]).toEqual({ step: 0, p5: 5000, p25: 5000, p50: 5000, p75: 5000, p95: 5000 });
    for (const band of projection?.bands ?? []) {
      expect(band.p5).toBeLessThanOrEqual(band.p25);
      expect(band.p25).toBeLessThanOrEqual(band.p50);
      expect(band.p50).toBeLessThanOrEqual(band.p75);
      expect(band.p75).toBeLessThanOrEqual(band.p95);
    }
    // After 30 draws, the spread has grown from nothing.
    const last = projection?.bands[30];
    expect((last?.p95 ?? 0) - (last?.p5 ?? 0)).toBeGreaterThan(100);
  });

  it('no closed trades: nothing to project; bad sizes refused', () => {
    expect(monteCarlo([buildTrade({ closedAt: null })], { trades: 5, startingEquity: 1000 })).toBeNull();
    expect(() => monteCarlo(mixed, { trades: 0, startingEquity: 1000 })).toThrow(/trades/);
    expect(() => monteCarlo(mixed, { trades: 10_000, runs: 10_000, startingEquity: 1000 })).toThrow(/within/);
  });
});
