import { describe, expect, it } from 'vitest';
import { dailyRisk, positionSizeConsistency, riskOfRuin, tailRisk } from './risk.ts';
import { buildTrade } from './test-support.ts';
import type { DailyReturn } from './types.ts';

const days = (pnls: number[]): DailyReturn[] =>
  pnls.map((pnl, k) => ({ day: `2025-01-${String(k + 1).padStart(2, '0')}`, pnl, returnPct: null }));

describe('tailRisk', () => {
  // 40 days: the two worst lose 500 and 300, the rest between -100 and +100.
  const forty = days([-500, -300, ...Array.from({ length: 38 }, (_, k) => (k % 3) * 100 - 100)]);

  it('95 %: the worst ceil(40 x 0.05) = 2 days', () => {
    expect(tailRisk(forty, 0.95)).toEqual({
      confidence: 0.95,
      valueAtRisk: 300,
      conditionalValueAtRisk: 400,
    });
  });

  it('99 %: the worst ceil(40 x 0.01) = 1 day', () => {
    expect(tailRisk(forty, 0.99)).toEqual({
      confidence: 0.99,
      valueAtRisk: 500,
      conditionalValueAtRisk: 500,
    });
  });

  it('100 days at 99 % is the single worst day, not two', () => {
    const hundred = days([-70, -60, ...Array.from({ length: 98 }, () => 10)]);
    expect(tailRisk(hundred, 0.99)?.valueAtRisk).toBe(70);
  });

  it('a tail of gains is a negative VaR; no days, no figure', () => {
    expect(tailRisk(days([20, 30]), 0.95)).toEqual({
      confidence: 0.95,
      valueAtRisk: -20,
      conditionalValueAtRisk: -20,
    });
    expect(dailyRisk([])).toEqual({ days: 0, var95: null, var99: null });
  });

  it('refuses a confidence outside (0, 1)', () => {
    expect(() => tailRisk(forty, 95)).toThrow(/confidence/);
  });
});

describe('riskOfRuin', () => {
  const coinFlips = [
    ...Array.from({ length: 6 }, () => buildTrade({ netPnl: 100 })),
    ...Array.from({ length: 4 }, () => buildTrade({ netPnl: -100 })),
  ];

  it('wins and losses of 100 at 60 / 40: the gambler’s ruin (0.4 / 0.6)^5 for a 500 loss', () => {
    const ruin = riskOfRuin(coinFlips, 500);
    expect(ruin?.probability).toBeCloseTo((0.4 / 0.6) ** 5, 9);
    expect(ruin?.adjustmentCoefficient).toBeCloseTo(Math.log(1.5) / 100, 12);
    expect(ruin?.trades).toBe(10);
  });

  it('no edge is certain ruin; no losing trade, none; no trades, no figure', () => {
    expect(riskOfRuin([buildTrade({ netPnl: 100 }), buildTrade({ netPnl: -100 })], 500)?.probability).toBe(1);
    expect(riskOfRuin([buildTrade({ netPnl: 100 }), buildTrade({ netPnl: 0 })], 500)?.probability).toBe(0);
    expect(riskOfRuin([buildTrade({ closedAt: null })], 500)).toBeNull();
  });

  it('refuses a threshold that is not above 0', () => {
    expect(() => riskOfRuin(coinFlips, 0)).toThrow(/threshold/);
  });
});

describe('positionSizeConsistency', () => {
  it('coefficient of variation of initial risk and of position size', () => {
    const trades = [
      buildTrade({ initialRisk: 100, positionSize: 5000 }),
      buildTrade({ initialRisk: 100, positionSize: 5000 }),
      buildTrade({ initialRisk: 200 }),
      buildTrade({ initialRisk: null }),
      buildTrade({ initialRisk: 0 }),
      buildTrade({ initialRisk: 1000, closedAt: null }),
    ];
    const consistency = positionSizeConsistency(trades);
    // mean 133.33, sample stdev sqrt((33.33^2 x 2 + 66.67^2) / 2) = 57.735
    expect(consistency.initialRisk?.count).toBe(3);
    expect(consistency.initialRisk?.mean).toBeCloseTo(400 / 3, 10);
    expect(consistency.initialRisk?.stdev).toBeCloseTo(Math.sqrt(10_000 / 3), 10);
    expect(consistency.initialRisk?.cvPct).toBeCloseTo((Math.sqrt(10_000 / 3) / (400 / 3)) * 100, 10);
    expect(consistency.initialRisk).toMatchObject({ min: 100, max: 200 });
    expect(consistency.positionSize).toEqual({
      count: 2,
      mean: 5000,
      stdev: 0,
      cvPct: 0,
      min: 5000,
      max: 5000,
    });
  });

  it('nothing to measure: null', () => {
    expect(positionSizeConsistency([buildTrade()])).toEqual({ initialRisk: null, positionSize: null });
  });
});
