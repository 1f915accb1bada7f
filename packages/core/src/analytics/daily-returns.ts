// Daily returns and the ratios built on them.
//
// One return per weekday (Mon-Fri) from the first to the last exit date, plus any weekend day with
// an exit (crypto trades on Sundays): the day's closed net P&L over the equity at the previous
// close (everything before the day began, cash flows included), 0 on a day without exits. Days are
// local dates in the trader's time zone, the same days the calendar shows.
import { meanAndSampleStdev } from './numbers.ts';
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

export function dailyFigures(
  journal: PreparedJournal,
  days: Pick<Walk, 'firstDay' | 'dayPnl' | 'dayExits'>,
  startingCents: number,
  flows: PreparedFlows,
  riskFreeRate: number,
  withSeries: boolean,
): DailyFigures {
  const { firstDay: first, dayPnl: pnl, dayExits: exits } = days;
  const span = pnl.length;
  if (span === 0) return { series: [], sharpe: null, sortino: null };
  const series: DailyReturn[] = [];
  const returns = new Float64Array(span);
  let count = 0;
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
  };
}
