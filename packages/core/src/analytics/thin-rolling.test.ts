import { describe, expect, it } from 'vitest';
import type { RollingPoint } from './series.ts';
import { thinRolling } from './thin-rolling.ts';

/** A series whose figures wander, with one sharp spike of each figure. */
function series(n: number): RollingPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    tradeId: `t${i}`,
    time: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    winRatePct: i === 777 ? 100 : 50 + 20 * Math.sin(i / 50),
    expectancy: i === 4321 ? -900 : 10 * Math.cos(i / 70),
    expectancyR: null,
  }));
}

describe('a rolling series thinned for a chart', () => {
  it('keeps at most the points asked for, in order, each a point of the series', () => {
    const points = series(90_000);
    const thin = thinRolling(points, 4000);
    expect(thin.length).toBeLessThanOrEqual(4002);
    expect(thin.length).toBeGreaterThan(1000);
    const ids = new Set(points.map((point) => point.tradeId));
    for (const point of thin) expect(ids.has(point.tradeId)).toBe(true);
    const order = thin.map((point) => Number(point.tradeId.slice(1)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the first and last point and every extreme of both figures', () => {
    const points = series(90_000);
    const thin = thinRolling(points, 4000);
    expect(thin[0]).toBe(points[0]);
    expect(thin.at(-1)).toBe(points.at(-1));
    const max = (values: number[]) => Math.max(...values);
    const min = (values: number[]) => Math.min(...values);
    expect(max(thin.map((p) => p.winRatePct))).toBe(max(points.map((p) => p.winRatePct)));
    expect(min(thin.map((p) => p.winRatePct))).toBe(min(points.map((p) => p.winRatePct)));
    expect(min(thin.map((p) => p.expectancy))).toBe(-900);
    expect(max(thin.map((p) => p.expectancy))).toBe(max(points.map((p) => p.expectancy)));
  });

  it('leaves a short series whole', () => {
    const points = series(300);
    expect(thinRolling(points, 4000)).toEqual(points);
    expect(thinRolling([], 4000)).toEqual([]);
  });
});
