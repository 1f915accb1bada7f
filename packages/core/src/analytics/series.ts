// Series for the charts: P&L per day, week or month (the calendar and the bars), the R
// distribution, and win rate and expectancy over a rolling window of trades.
import { CalculatorInputError } from '../calculators/errors.ts';
import { LOSS, WIN } from './prepare.ts';
import { journalOf } from './statistics.ts';
import type { AnalyticsTrade, StatisticsOptions } from './types.ts';
import { WEEKDAYS, weekdayOfDay, type Weekday } from './zone-clock.ts';

export type Period = 'day' | 'week' | 'month';

export interface PeriodPnl {
  /** 'YYYY-MM-DD' for a day, the first day of a week, 'YYYY-MM' for a month. */
  period: string;
  pnl: number;
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
}

export interface SeriesOptions extends Pick<StatisticsOptions, 'timeZone' | 'breakEvenTolerance'> {
  /** The first day of a week; Monday unless set. */
  weekStartsOn?: Weekday;
}

/** Closed net P&L per local day, week or month of exit; only periods with exits, oldest first. */
export function pnlSeries(
  trades: readonly AnalyticsTrade[],
  period: Period,
  options: SeriesOptions,
): PeriodPnl[] {
  const journal = journalOf(trades, options);
  const weekStart = WEEKDAYS.indexOf(options.weekStartsOn ?? 'Mon');
  const keyOf = (day: number): string => {
    if (period === 'day') return journal.clock.dayKey(day);
    if (period === 'month') return journal.clock.monthKey(day);
    return journal.clock.dayKey(day - ((weekdayOfDay(day) - weekStart + 7) % 7));
  };
  const rows = new Map<string, PeriodPnl & { cents: number }>();
  for (let i = 0; i < journal.trades.length; i++) {
    const key = keyOf(journal.exitDay[i] ?? 0);
    let row = rows.get(key);
    if (row === undefined) {
      row = { period: key, pnl: 0, cents: 0, trades: 0, wins: 0, losses: 0, breakevens: 0 };
      rows.set(key, row);
    }
    row.cents += journal.netCents[i] ?? 0;
    row.trades++;
    const result = journal.result[i];
    if (result === WIN) row.wins++;
    else if (result === LOSS) row.losses++;
    else row.breakevens++;
  }
  return [...rows.values()]
    .sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0))
    .map(({ cents, ...row }) => ({ ...row, pnl: cents / 100 }));
}

export interface RBin {
  /** [from, to): multiples of the bin width. */
  from: number;
  to: number;
  count: number;
}

export interface RDistribution {
  bins: RBin[];
  tradesWithR: number;
  /** Closed trades without an R multiple (no initial stop): not in any bin. */
  tradesWithoutR: number;
}

const hasR = (trade: AnalyticsTrade): boolean =>
  trade.initialRisk !== null &&
  trade.initialRisk > 0 &&
  trade.rMultiple !== null &&
  Number.isFinite(trade.rMultiple);

/** A histogram of the closed trades' R multiples, every bin from the lowest to the highest listed. */
export function rDistribution(trades: readonly AnalyticsTrade[], binWidth = 0.5): RDistribution {
  if (!(binWidth > 0))
    throw new CalculatorInputError('VALIDATION-009', 'The bin width must be above 0', 'binWidth');
  const closed = trades.filter((trade) => trade.closedAt !== null);
  const rs = closed.filter(hasR).map((trade) => trade.rMultiple ?? 0);
  const result: RDistribution = {
    bins: [],
    tradesWithR: rs.length,
    tradesWithoutR: closed.length - rs.length,
  };
  if (rs.length === 0) return result;
  // Rounded to 9 places first, so 1.5 / 0.5 lands in the bin starting at 1.5, not the one before.
  const binOf = (r: number): number => Math.floor(Math.round((r / binWidth) * 1e9) / 1e9);
  const counts = new Map<number, number>();
  for (const r of rs) counts.set(binOf(r), (counts.get(binOf(r)) ?? 0) + 1);
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  for (let bin = first; bin <= last; bin++)
    result.bins.push({ from: bin * binWidth, to: (bin + 1) * binWidth, count: counts.get(bin) ?? 0 });
  return result;
}

export interface RollingPoint {
  tradeId: string;
  time: string;
  /** Over the last `window` closed trades up to and including this one. */
  winRatePct: number;
  expectancy: number;
  /** Over the trades of the window with an R multiple; null when none has one. */
  expectancyR: number | null;
}

/** Win rate and expectancy over each window of `window` consecutive closed trades, in exit order. */
export function rollingStatistics(
  trades: readonly AnalyticsTrade[],
  window: number,
  options: Pick<StatisticsOptions, 'timeZone' | 'breakEvenTolerance'>,
): RollingPoint[] {
  if (!Number.isInteger(window) || window < 1)
    throw new CalculatorInputError(
      'VALIDATION-009',
      'The window must be a whole number of trades, 1 or more',
      'window',
    );
  const journal = journalOf(trades, options);
  const n = journal.trades.length;
  const points: RollingPoint[] = [];
  let wins = 0;
  let cents = 0;
  let rSum = 0;
  let rCount = 0;
  const add = (i: number, sign: 1 | -1): void => {
    if (journal.result[i] === WIN) wins += sign;
    cents += sign * (journal.netCents[i] ?? 0);
    const r = journal.r[i] ?? NaN;
    if (!Number.isNaN(r)) {
      rSum += sign * r;
      rCount += sign;
    }
  };
  for (let i = 0; i < n; i++) {
    add(i, 1);
    if (i >= window) add(i - window, -1);
    if (i < window - 1) continue;
    const trade = journal.trades[i];
    points.push({
      tradeId: trade?.id ?? '',
      time: trade?.closedAt ?? '',
      winRatePct: (wins / window) * 100,
      expectancy: cents / window / 100,
      expectancyR: rCount === 0 ? null : rSum / rCount,
    });
  }
  return points;
}
