import { describe, expect, it } from 'vitest';
import { thinEquityCurve } from './thin-curve.ts';
import type { EquityPoint } from './types.ts';

const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();

function curveOf(values: readonly number[], flowsAt: readonly number[] = []): EquityPoint[] {
  return values.map((equity, i) =>
    i === 0 || flowsAt.includes(i) ? { time: at(i), equity } : { time: at(i), equity, tradeId: `t${i}` },
  );
}

// A seeded walk: the same curve every run.
function walk(length: number): number[] {
  let seed = 7;
  let equity = 10_000;
  return Array.from({ length }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    equity += Math.round(((seed / 2 ** 31) * 200 - 100) * 100) / 100;
    return equity;
  });
}

describe('thinEquityCurve', () => {
  it('returns a short curve whole', () => {
    const curve = curveOf([100, 110, 90]);
    expect(thinEquityCurve(curve, 10)).toEqual(curve);
  });

  it('keeps at most about the asked number of points, in order, each one of the curve', () => {
    const curve = curveOf(walk(100_000));
    const thinned = thinEquityCurve(curve, 2000);
    expect(thinned.length).toBeLessThanOrEqual(2000);
    expect(thinned.length).toBeGreaterThan(1000);
    const positions = thinned.map((point) => point.at ?? -1);
    for (const point of thinned) expect(point).toEqual({ ...curve[point.at ?? -1], at: point.at });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('keeps the start, the end, the highest and the lowest equity', () => {
    const values = walk(50_000);
    const curve = curveOf(values);
    const thinned = thinEquityCurve(curve, 500);
    expect(thinned[0]?.at).toBe(0);
    expect(thinned.at(-1)?.at).toBe(curve.length - 1);
    const equities = thinned.map((point) => point.equity);
    expect(Math.max(...equities)).toBe(Math.max(...values));
    expect(Math.min(...equities)).toBe(Math.min(...values));
  });

  it('keeps every cash flow point, even past the cap', () => {
    const flows = Array.from({ length: 30 }, (_, k) => 1 + k * 300);
    const curve = curveOf(walk(10_000), flows);
    const thinned = thinEquityCurve(curve, 20);
    for (const i of flows) {
      // With the point before it, so the flow's amount can be read off the thinned curve.
      const at = thinned.findIndex((point) => point.at === i);
      expect(at).toBeGreaterThan(0);
      expect(thinned[at - 1]?.at).toBe(i - 1);
    }
  });

  it('keeps a cash flow that ends the curve with the point before it', () => {
    const values = walk(10_000);
    values.push((values.at(-1) ?? 0) - 500);
    const curve = curveOf(values, [values.length - 1]);
    const thinned = thinEquityCurve(curve, 100);
    expect(thinned.at(-1)?.at).toBe(values.length - 1);
    expect(thinned.at(-2)?.at).toBe(values.length - 2);
  });

  it("keeps the depth of every drawdown, whatever the order of a run's high and low", () => {
    // 100 runs of 90 exits, each rising past the last: its low first, then a new high, then a fall
    // that is neither its low nor its high, the deepest drawdown of all. A cap of 202 points cut
    // into low/high pairs would cut the curve exactly at the runs and miss every fall.
    const values = [1_000];
    for (let run = 0; run < 100; run++) {
      const base = 2_000 + run * 2_000;
      for (let step = 0; step < 90; step++)
        values.push(
          step === 0 ? base - 500 : step === 30 ? base + 1_000 : step === 60 ? base + 200 : base + 600,
        );
    }
    values.push(250_000);
    const curve = curveOf(values);
    const deepest = (points: readonly EquityPoint[]) => {
      let peak = -Infinity;
      let depth = 0;
      for (const point of points) {
        peak = Math.max(peak, point.equity);
        depth = Math.max(depth, peak - point.equity);
      }
      return depth;
    };
    expect(deepest(curve)).toBe(800);
    const thinned = thinEquityCurve(curve, 202);
    expect(thinned.length).toBeLessThanOrEqual(202);
    expect(deepest(thinned)).toBe(800);
  });

  it('keeps a lone spike inside a run of flat equity', () => {
    const values = Array.from({ length: 10_000 }, () => 5_000);
    values[4_321] = 9_999;
    values[7_777] = 1;
    const thinned = thinEquityCurve(curveOf(values), 100);
    expect(thinned.map((point) => point.equity)).toContain(9_999);
    expect(thinned.map((point) => point.equity)).toContain(1);
  });
});
