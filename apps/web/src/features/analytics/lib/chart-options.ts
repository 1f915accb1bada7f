// What the analytics charts share: the hatch that marks a loss (a loss reads as a loss in grey
// print and to colour-blind eyes, never by colour alone) and the equity curve's points on the
// trader's wall clock.
import type { BarSeriesOption } from 'echarts/charts';
import type { EquityPoint } from '@edgelog/core';

/** The diagonal hatch on losing bars: a loss reads as a loss in grey print and to colour-blind eyes. */
type DecalObject = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

export const LOSS_DECAL: DecalObject = {
  symbol: 'rect',
  symbolSize: 1,
  dashArrayX: [1, 0],
  dashArrayY: [2, 5],
  rotation: Math.PI / 4,
  color: 'rgba(255, 255, 255, 0.45)',
};

// ---------------------------------------------------------------- equity (lightweight-charts)

export interface EquityLinePoint {
  /** Seconds since the epoch, shifted so the chart's UTC axis shows the trader's wall clock. */
  time: number;
  value: number;
  /** The instant the point stands for, for the tooltip. */
  iso: string;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The zone's offset from UTC at an instant, in seconds. A 100k-trade curve must not make 100k
 * formatter calls: offsets change at most once a week (daylight saving), so each week is read at
 * its two ends and, when they differ, the minute of the change is found by bisection.
 */
const readers = new Map<string, (ms: number) => number>();

/** One reader per zone for the page's life: a filter change reads no week twice. */
function offsetReader(timeZone: string): (ms: number) => number {
  let reader = readers.get(timeZone);
  if (reader === undefined) {
    reader = newOffsetReader(timeZone);
    readers.set(timeZone, reader);
  }
  return reader;
}

function newOffsetReader(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (ms: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return Math.round((wall - Math.floor(ms / 1000) * 1000) / 1000);
  };
  const weeks = new Map<number, { before: number; after: number; switchAt: number }>();
  return (ms) => {
    const week = Math.floor(ms / WEEK_MS);
    let found = weeks.get(week);
    if (found === undefined) {
      const start = week * WEEK_MS;
      // A curve is read in time order: the week before ended on the offset this one starts with.
      const before = weeks.get(week - 1)?.after ?? offsetAt(start);
      const after = offsetAt(start + WEEK_MS - 60_000);
      let switchAt = start + WEEK_MS;
      if (before !== after) {
        // The first minute of the week with the later offset.
        let low = start;
        let high = start + WEEK_MS - 60_000;
        while (high - low > 60_000) {
          const middle = low + Math.floor((high - low) / 120_000) * 60_000;
          if (offsetAt(middle) === after) high = middle;
          else low = middle;
        }
        switchAt = high;
      }
      found = { before, after, switchAt };
      weeks.set(week, found);
    }
    return ms < found.switchAt ? found.before : found.after;
  };
}

/**
 * The equity curve as lightweight-charts points: one per second at most (the chart needs strictly
 * rising times; of points in the same second the last, the equity after all of them, is kept),
 * times shifted into the trader's zone when one is given.
 */
export function equityLineData(curve: readonly EquityPoint[], timeZone?: string): EquityLinePoint[] {
  const offset = timeZone === undefined ? () => 0 : offsetReader(timeZone);
  const points: EquityLinePoint[] = [];
  for (const point of curve) {
    const ms = Date.parse(point.time);
    if (!Number.isFinite(ms)) continue;
    const time = Math.floor(ms / 1000) + offset(ms);
    const last = points[points.length - 1];
    if (last !== undefined && time <= last.time) {
      // Same second, or a clock turned back (DST): keep the later equity on the earlier slot.
      last.value = point.equity;
      last.iso = point.time;
      continue;
    }
    points.push({ time, value: point.equity, iso: point.time });
  }
  return points;
}
