// Daily returns and the ratios built on them.
//
// One return per weekday (Mon-Fri) from the first to the last exit date, plus any weekend day with
// an exit (crypto trades on Sundays): the day's closed net P&L over the equity at the previous
// close (everything before the day began, cash flows included), 0 on a day without exits. Days are
// local dates in the trader's time zone, the same days the calendar shows.
import type { PreparedFlows, PreparedJournal } from './prepare.ts';
import type { DailyReturn } from './types.ts';
import type { Walk } from './walk.ts';
import { weekdayOfDay } from './zone-clock.ts';

const ANNUALISE = Math.sqrt(252);

export interface DailyFigures {
  series: DailyReturn[];
  sharpe: number | null;
  sortino: number | null;
}

/** Weekdays (Mon-Fri) among the days [from, to). */
export function weekdaysBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const weeks = Math.floor((to - from) / 7);
  let count = weeks * 5;
  for (let day = from + weeks * 7; day < to; day++) if (weekdayOfDay(day) < 5) count++;
  return count;
}

/**
 * Mean, sample variance and downside sum of the returns, fed one day or a run of equal days at a
 * time (Chan's update), so the weekdays without exits between two exit days cost O(1), not O(days).
 */
class Moments {
  count = 0;
  mean = 0;
  m2 = 0;
  downside = 0;

  reset(): this {
    this.count = 0;
    this.mean = 0;
    this.m2 = 0;
    this.downside = 0;
    return this;
  }

  add(value: number, times = 1): void {
    if (times === 0) return;
    const total = this.count + times;
    const delta = value - this.mean;
    this.mean += (delta * times) / total;
    this.m2 += (delta * delta * this.count * times) / total;
    this.count = total;
    const below = Math.min(value, 0);
    this.downside += below * below * times;
  }
}

const NO_SERIES: DailyReturn[] = [];
/** One accumulator for every call (none runs inside another). */
const MOMENTS = new Moments();

/** The first flow from `from` on whose day is `day` or later (flow days in order). */
function firstFlowOnOrAfter(flowDays: Int32Array, from: number, day: number): number {
  let low = from;
  let high = flowDays.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((flowDays[middle] ?? 0) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function dailyFigures(
  journal: PreparedJournal,
  /** The exit days are days.exitDays[from..from + dayCount), each one's net cents beside it. */
  days: Pick<Walk, 'exitDays' | 'exitDayPnl' | 'dayCount'>,
  from: number,
  startingCents: number,
  flows: PreparedFlows,
  riskFreeRate: number,
  withSeries: boolean,
): DailyFigures {
  const { exitDays, exitDayPnl } = days;
  const m = days.dayCount;
  // Without series nothing is added to it: breakdowns ask this for thousands of rows.
  const series: DailyReturn[] = withSeries ? [] : NO_SERIES;
  if (m === 0) return { series, sharpe: null, sortino: null };
  const riskFreePct = (riskFreeRate * 100) / 252;
  const moments = MOMENTS.reset();
  const flowDays = flows.day;
  const flowCount = flowDays.length;
  const cumulative = flows.cumulative;
  let equity = startingCents;
  let f = 0;
  let previous = NaN;
  for (let j = 0; j < m; j++) {
    const day = exitDays[from + j] ?? 0;
    // Without series, a breakdown row meets every flow of the journal between its few exit days:
    // when the equity stays above 0 on every quiet day between two exit days (the lowest running
    // sum of the flows says so), those days are one run of equal returns, found by binary search.
    let cursor = j === 0 ? day : previous + 1;
    // Only when flows come before this exit day: otherwise the steps below are one or two already.
    const skip = !withSeries && flows.daysInOrder && f < flowCount && (flowDays[f] ?? 0) < day;
    if (skip && cursor < day) {
      const first = firstFlowOnOrAfter(flowDays, f, cursor);
      const last = firstFlowOnOrAfter(flowDays, first, day - 1);
      if (equity - (cumulative[f] ?? 0) + flows.lowest(first, last) > 0) {
        moments.add(-riskFreePct, weekdaysBetween(cursor, day));
        cursor = day;
      }
    }
    if (skip && cursor === day) {
      const next = firstFlowOnOrAfter(flowDays, f, day);
      equity += (cumulative[next] ?? 0) - (cumulative[f] ?? 0);
      f = next;
    }
    // The weekdays without exits since the previous exit day: return 0, in runs of constant equity
    // (only a cash flow changes it between exits).
    for (; cursor < day;) {
      while (f < flowCount && (flowDays[f] ?? 0) < cursor) equity += flows.cents[f++] ?? 0;
      const nextChange = f < flowCount ? (flowDays[f] ?? 0) + 1 : Infinity;
      const end = Math.min(day, Math.max(nextChange, cursor + 1));
      const positive = equity > 0;
      if (positive) moments.add(-riskFreePct, weekdaysBetween(cursor, end));
      if (withSeries)
        for (let quiet = cursor; quiet < end; quiet++)
          if (weekdayOfDay(quiet) < 5)
            series.push({ day: journal.clock.dayKey(quiet), pnl: 0, returnPct: positive ? 0 : null });
      cursor = end;
    }
    while (f < flowCount && (flowDays[f] ?? 0) < day) equity += flows.cents[f++] ?? 0;
    const cents = exitDayPnl[from + j] ?? 0;
    const returnPct = equity > 0 ? (cents / equity) * 100 : null;
    if (returnPct !== null) moments.add(returnPct - riskFreePct);
    if (withSeries) series.push({ day: journal.clock.dayKey(day), pnl: cents / 100, returnPct });
    equity += cents;
    previous = day;
  }
  const { count, mean, m2 } = moments;
  const stdev = count > 1 ? Math.sqrt(m2 / (count - 1)) : 0;
  const downside = count > 0 ? Math.sqrt(moments.downside / count) : 0;
  return {
    series,
    sharpe: count > 1 && stdev > 0 ? (mean / stdev) * ANNUALISE : null,
    sortino: downside > 0 ? (mean / downside) * ANNUALISE : null,
  };
}
