/** Where a replay starts by default: 100 bars of history on the chart, or less on a short series. */
export function defaultStart(barCount: number): number {
  return Math.max(0, Math.min(100, barCount - 2));
}
