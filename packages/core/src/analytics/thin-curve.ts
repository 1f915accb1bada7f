// An equity curve of 100k exits drawn on a chart a few thousand pixels wide: handing every point to
// the page costs a structured clone of 100k objects on each side and a chart that keeps them all,
// for a line no eye can tell from one of a few thousand points. The thinned curve keeps only points
// of the curve itself (every value shown is one the trader's equity really had). In each run of
// consecutive exits it keeps the highest, the lowest and the one deepest below the peak so far, so
// the line's extremes and every drawdown's depth (the underwater charts) are exact; the start, the
// last point and every cash flow, each with the point just before it (the percent view takes the
// step between them out of the returns), are always kept.
import type { EquityPoint } from './types.ts';

/**
 * At most about `maxPoints` points of `curve` (cash flows above the cap are all kept), in the
 * curve's order, each telling its place in the whole curve (`at`); the curve itself when it is
 * already that short.
 */
export function thinEquityCurve(curve: readonly EquityPoint[], maxPoints: number): EquityPoint[] {
  const cap = Math.max(5, Math.floor(maxPoints));
  if (curve.length <= cap) return [...curve];
  const last = curve.length - 1;
  // Three points (low, high, deepest drawdown) per bucket of exits; first and last stand alone.
  const buckets = Math.max(1, Math.floor((cap - 2) / 3));
  const size = (last - 1) / buckets;
  const kept: number[] = [0];
  let peak = curve[0]?.equity ?? -Infinity;
  for (let b = 0; b < buckets; b++) {
    const from = 1 + Math.floor(b * size);
    const to = b === buckets - 1 ? last : 1 + Math.floor((b + 1) * size);
    let low = -1;
    let high = -1;
    let deepest = -1;
    let depth = 0;
    for (let i = from; i < to; i++) {
      const point = curve[i];
      if (point === undefined) continue;
      if (point.tradeId === undefined) kept.push(i - 1, i);
      if (low === -1 || point.equity < (curve[low]?.equity ?? Infinity)) low = i;
      if (high === -1 || point.equity > (curve[high]?.equity ?? -Infinity)) high = i;
      peak = Math.max(peak, point.equity);
      if (peak - point.equity > depth) {
        depth = peak - point.equity;
        deepest = i;
      }
    }
    for (const i of [low, high, deepest]) if (i !== -1) kept.push(i);
  }
  if (curve[last]?.tradeId === undefined) kept.push(last - 1);
  kept.push(last);
  kept.sort((a, b) => a - b);
  const thinned: EquityPoint[] = [];
  let previous = -1;
  for (const i of kept) {
    const point = curve[i];
    if (i === previous || point === undefined) continue;
    thinned.push({ ...point, at: i });
    previous = i;
  }
  return thinned;
}
