// Daily returns and the ratios built on them.
//
// One return per weekday (Mon-Fri) from the first to the last exit date, plus any weekend day with
// an exit (crypto trades on Sundays): the day's closed net P&L over the equity at the previous
// close (everything before the day began, cash flows included), 0 on a day without exits. Days are
// local dates in the trader's time zone, the same days the calendar shows.
import { meanAndSampleStdev } from './numbers.ts';
import type { PreparedFlows, PreparedJournal } from './prepare.ts';
import type { DailyReturn } from './types.ts';
import { weekdayOfDay } from './zone-clock.ts';

const ANNUALISE = Math.sqrt(252);

export interface DailyFigures {
  series: DailyReturn[];
  sharpe: number | null;
  sortino: number | null;
  /** Each listed day's P&L in cents, in day order (VaR and CVaR read these). */
  pnlCents: Float64Array;
}

export function dailyFigures(
  journal: PreparedJournal,
  indices: Int32Array,
  startingCents: number,
  flows: PreparedFlows,
  riskFreeRate: number,
  withSeries: boolean,
): DailyFigures {
  const n = indices.length;
  if (n === 0) return { series: [], sharpe: null, sortino: null, pnlCents: new Float64Array(0) };
  let first = Infinity;
  let last = -Infinity;
  for (let k = 0; k < n; k++) {
    const day = journal.exitDay[indices[k] ?? 0] ?? 0;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  const span = last - first + 1;
  const pnl = new Float64Array(span);
  const exits = new Uint8Array(span);
  for (let k = 0; k < n; k++) {
    const i = indices[k] ?? 0;
    const slot = (journal.exitDay[i] ?? 0) - first;
    pnl[slot] = (pnl[slot] ?? 0) + (journal.netCents[i] ?? 0);
    exits[slot] = 1;
  }

  const series: DailyReturn[] = [];
  const returns = new Float64Array(span);
  const dayPnl = new Float64Array(span);
  let count = 0;
  let days = 0;
  let equity = startingCents;
  let f = 0;
  const flowCount = flows.day.length;
  const riskFreePct = (riskFreeRate * 100) / 252;
  for (let slot = 0; slot < span; slot++) {
    const day = first + slot;
    while (f < flowCount && (flows.day[f] ?? 0) < day) equity += flows.cents[f++] ?? 0;
    const cents = pnl[slot] ?? 0;
    if (exits[slot] === 1 || weekdayOfDay(day) < 5) {
      const returnPct = equity > 0 ? (cents / equity) * 100 : null;
      dayPnl[days++] = cents;
      if (returnPct !== null) returns[count++] = returnPct - riskFreePct;
      if (withSeries) series.push({ day: journal.clock.dayKey(day), pnl: cents / 100, returnPct });
    }
    equity += cents;
  }

  const { mean, stdev } = meanAndSampleStdev(returns, count);
  let downside = 0;
  for (let k = 0; k < count; k++) {
    const r = Math.min(returns[k] ?? 0, 0);
    downside += r * r;
  }
  downside = count > 0 ? Math.sqrt(downside / count) : 0;
  return {
    series,
    sharpe: count > 1 && stdev > 0 ? (mean / stdev) * ANNUALISE : null,
    sortino: downside > 0 ? (mean / downside) * ANNUALISE : null,
    pnlCents: dayPnl.subarray(0, days),
  };
}
