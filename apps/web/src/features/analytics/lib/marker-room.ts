// Room at both ends of a time chart for its markers' labels: a "Withdrawal" on the first point is
// centred on the chart's left edge and half of it would be cut off. Empty bars before the first
// point and an offset after the last give the label the width it needs, whatever the span.

/** The share of the chart's bars left empty at each end. */
const EDGE_SHARE = 0.05;

/**
 * Times (seconds, ascending) of the empty bars to put before `times`, spaced as the points are on
 * average, and the number of bars to leave after the last; none for fewer than two points.
 */
export function markerRoom(times: readonly number[]): { before: number[]; after: number } {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined || times.length < 2) return { before: [], after: 0 };
  const bars = Math.max(2, Math.ceil(times.length * EDGE_SHARE));
  const step = Math.max(1, Math.floor((last - first) / (times.length - 1)));
  const before = Array.from({ length: bars }, (_, index) => first - (bars - index) * step);
  return { before, after: bars };
}
