import { describe, expect, it } from 'vitest';
import { sampleSeries } from './sample-series.ts';
import { simulate, type SimulationOptions } from './simulate.ts';
import { backtestStatistics } from './statistics.ts';
import { movingAverageCross, rangeBreakout, type MovingAverageCrossParams } from './strategies.ts';
import { sweep } from './sweep.ts';

const SIMULATION: SimulationOptions = {
  commissionPerUnit: 0.005,
  commissionPerOrder: 1,
  slippageTicks: 1,
  tickSize: 0.01,
  bothTouched: 'stop-first',
};
const { bars } = sampleSeries({
  kind: 'stock',
  seed: 5,
  start: Date.parse('2025-03-03T00:00:00Z'),
  bars: 3000,
  timeframe: '5m',
});
const BASE: MovingAverageCrossParams = {
  fast: 5,
  slow: 20,
  direction: 'both',
  size: { quantity: 100 },
  stop: { kind: 'atr', multiple: 2, period: 14 },
  target: { kind: 'r', multiple: 2 },
};
const OPTIONS = { base: BASE, simulation: SIMULATION, startingBalance: 50_000, timeZone: 'America/New_York' };

describe('sweep', () => {
  it('gives each cell of a two-parameter grid the figure of a single run with those parameters', () => {
    const grid = sweep(
      bars,
      movingAverageCross,
      { param: 'fast', values: [3, 5, 8], param2: 'slow', values2: [20, 40] },
      'netPnl',
      OPTIONS,
    );
    expect(grid.map((row) => row.map((cell) => [cell.value, cell.value2]))).toEqual([
      [
        [3, 20],
        [3, 40],
      ],
      [
        [5, 20],
        [5, 40],
      ],
      [
        [8, 20],
        [8, 40],
      ],
    ]);
    for (const row of grid)
      for (const cell of row) {
        const params = { ...BASE, fast: cell.value, slow: cell.value2 ?? NaN };
        const single = backtestStatistics(simulate(bars, movingAverageCross(bars, params), SIMULATION), {
          startingBalance: 50_000,
          timeZone: 'America/New_York',
        });
        expect(cell.metric).toBe(single.netPnl);
        expect(cell.tradeCount).toBe(single.tradeCount);
        expect(cell.tradeCount).toBeGreaterThan(0);
      }
    // Different parameters trade differently.
    expect(new Set(grid.flat().map((cell) => cell.metric)).size).toBeGreaterThan(1);
  });

  it('sweeps one parameter into a single column, by any numeric statistic', () => {
    const grid = sweep(bars, rangeBreakout, { param: 'bars', values: [10, 30] }, 'winRatePct', {
      ...OPTIONS,
      base: { bars: 20, direction: 'long', size: { quantity: 10 }, stop: { kind: 'price', distance: 1 } },
    });
    expect(grid).toHaveLength(2);
    for (const row of grid) {
      expect(row).toHaveLength(1);
      const single = backtestStatistics(
        simulate(
          bars,
          rangeBreakout(bars, {
            bars: row[0]?.value ?? 0,
            direction: 'long',
            size: { quantity: 10 },
            stop: { kind: 'price', distance: 1 },
          }),
          SIMULATION,
        ),
        { startingBalance: 50_000, timeZone: 'America/New_York' },
      );
      expect(row[0]?.metric).toBe(single.winRatePct);
      expect(row[0]?.value2).toBeNull();
    }
  });
});

describe('backtestStatistics', () => {
  it('reads the run through the analytics engine: net P&L is the sum of the trades and the end equity follows', () => {
    const result = simulate(bars, movingAverageCross(bars, BASE), { ...SIMULATION, initialEquity: 50_000 });
    const statistics = backtestStatistics(result, { startingBalance: 50_000, timeZone: 'America/New_York' });
    const closed = result.trades.filter((t) => t.derivation.status === 'closed');
    // The engine counts money in cents, each trade's net P&L rounded.
    const sum = closed.reduce((total, t) => total + Math.round((t.derivation.netPnl ?? 0) * 100) / 100, 0);
    const exactSum = closed.reduce((total, t) => total + (t.derivation.netPnl ?? 0), 0);
    expect(statistics.tradeCount).toBe(closed.length);
    expect(statistics.netPnl).toBeCloseTo(sum, 6);
    expect(statistics.endingEquity).toBeCloseTo(50_000 + sum, 6);
    // The engine's equity also counts the open trade's entry commission; the closed trades alone match it otherwise.
    const openCosts = result.trades
      .filter((t) => t.derivation.status === 'open')
      .reduce((c, t) => c + t.derivation.costs, 0);
    expect(result.finalEquity).toBeCloseTo(50_000 + exactSum - openCosts, 6);
  });
});
