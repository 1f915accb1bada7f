// The dashboard's charts as data: the equity curve in money, cumulative R or percent, the daily
// P&L bars and the win / loss split. Pure, over the engine's answers.
import type { DailyReturn, PeriodPnl, RollingPoint, Statistics } from '@edgelog/core';
import type { DashboardUnit } from './dashboard-unit';

export interface SeriesPoint {
  /** ISO instant. */
  time: string;
  value: number;
  /** Its place on the whole line when drawn from a thinned curve; its own index otherwise. */
  at?: number;
}

/** Equity after each exit, as the engine gives it (cash flows moving it too). */
export function moneyEquity(statistics: Statistics): SeriesPoint[] {
  return statistics.equityCurve.map((point) => ({ time: point.time, value: point.equity }));
}

/**
 * The return over the starting equity after each exit, in percent. Deposits and withdrawals move
 * the equity but are not returns, so they are taken out; null when there is no positive base.
 */
export function percentEquity(statistics: Statistics, startingEquity: number): SeriesPoint[] | null {
  if (!(startingEquity > 0)) return null;
  const points: SeriesPoint[] = [];
  let previous: number | null = null;
  let flows = 0;
  for (const point of statistics.equityCurve) {
    // The first point is the start; any later one without a trade is a cash flow.
    if (previous !== null && point.tradeId === undefined) flows += point.equity - previous;
    previous = point.equity;
    points.push({
      time: point.time,
      value: ((point.equity - flows - startingEquity) / startingEquity) * 100,
      ...(point.at === undefined ? {} : { at: point.at }),
    });
  }
  return points;
}

/** Cumulative R after each exit of a trade with an R multiple (a one-trade rolling window). */
export function cumulativeR(points: readonly RollingPoint[]): SeriesPoint[] {
  const series: SeriesPoint[] = [];
  let total = 0;
  for (const point of points) {
    if (point.expectancyR === null) continue;
    total += point.expectancyR;
    series.push({ time: point.time, value: total });
  }
  return series;
}

export interface DailyBar {
  /** 'YYYY-MM-DD' in the trader's zone. */
  day: string;
  pnl: number;
  trades: number;
  /** The day's P&L over the equity at the previous close; null when that equity is <= 0. */
  returnPct: number | null;
}

/** One bar per day with exits, its return joined from the engine's daily returns. */
export function dailyBars(days: readonly PeriodPnl[], returns: readonly DailyReturn[]): DailyBar[] {
  const returnOf = new Map<string, number | null>();
  for (const day of returns) returnOf.set(day.day, day.returnPct);
  return days.map((day) => ({
    day: day.period,
    pnl: day.pnl,
    trades: day.trades,
    returnPct: returnOf.get(day.period) ?? null,
  }));
}

/** The bar's height in the unit shown: days are in money under R (R is per trade, not per day). */
export function barValue(bar: DailyBar, unit: DashboardUnit): number | null {
  return unit === 'pct' ? bar.returnPct : bar.pnl;
}

export interface OutcomeSlice {
  outcome: 'win' | 'loss' | 'breakeven';
  label: string;
  count: number;
  /** Share of the closed trades, in percent. */
  sharePct: number;
  /** Σ net P&L of these trades; break-evens sum to about zero. */
  pnl: number;
  /** Average net P&L per trade; null when there are none. */
  average: number | null;
}

export function winLossSplit(statistics: Statistics): OutcomeSlice[] {
  const total = statistics.tradeCount;
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  const breakevenPnl = statistics.netPnl - statistics.grossProfit - statistics.grossLoss;
  return [
    {
      outcome: 'win',
      label: 'Wins',
      count: statistics.wins,
      sharePct: share(statistics.wins),
      pnl: statistics.grossProfit,
      average: statistics.avgWin,
    },
    {
      outcome: 'loss',
      label: 'Losses',
      count: statistics.losses,
      sharePct: share(statistics.losses),
      pnl: statistics.grossLoss,
      average: statistics.avgLoss,
    },
    {
      outcome: 'breakeven',
      label: 'Break-evens',
      count: statistics.breakevens,
      sharePct: share(statistics.breakevens),
      // Rounded to the cent: the sum of break-evens is within their tolerance, not a float's noise.
      pnl: Math.round(breakevenPnl * 100) / 100,
      average:
        statistics.breakevens === 0 ? null : Math.round((breakevenPnl / statistics.breakevens) * 100) / 100,
    },
  ];
}
