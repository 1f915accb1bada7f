// A rolling series thinned for a chart a few thousand pixels wide, like the equity curve
// (thin-curve.ts): every point kept is one the series really has. In each run of consecutive
// points it keeps those with the highest and lowest win rate and expectancy, so every peak and
// trough the chart draws is exact; the first and the last point (the figure the card tells) are
// always kept.
import type { RollingPoint } from './series.ts';

/** At most about `maxPoints` points of `points`, in order; the series itself when it is that short. */
export function thinRolling(points: readonly RollingPoint[], maxPoints: number): RollingPoint[] {
  const n = points.length;
  // Up to four points a run: the extremes of two figures.
  const runs = Math.max(1, Math.floor(maxPoints / 4));
  if (n <= maxPoints || n <= 2) return [...points];
  const size = Math.ceil(n / runs);
  const kept = new Set<number>([0, n - 1]);
  for (let start = 0; start < n; start += size) {
    const end = Math.min(n, start + size);
    let highRate = start;
    let lowRate = start;
    let highExpectancy = start;
    let lowExpectancy = start;
    for (let i = start + 1; i < end; i++) {
      const point = points[i];
      if (point === undefined) continue;
      if (point.winRatePct > (points[highRate]?.winRatePct ?? -Infinity)) highRate = i;
      if (point.winRatePct < (points[lowRate]?.winRatePct ?? Infinity)) lowRate = i;
      if (point.expectancy > (points[highExpectancy]?.expectancy ?? -Infinity)) highExpectancy = i;
      if (point.expectancy < (points[lowExpectancy]?.expectancy ?? Infinity)) lowExpectancy = i;
    }
    kept.add(highRate).add(lowRate).add(highExpectancy).add(lowExpectancy);
  }
  return [...kept].sort((a, b) => a - b).map((index) => points[index] as RollingPoint);
}
