// Overtrading: days with far more trades than the account's usual day. Usual is the median of the
// account's trading days; "far more" is at least the median plus three median absolute deviations
// (at least one trade) and at least twice the median, so a steady trader's busy day is not one.
// The days are reported whether or not their trades did worse: the extra exposure is the habit,
// and the comparison with other days says what it cost or brought.
import { medianOf } from '../../analytics/numbers.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { idsOf } from '../journal.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding } from '../types.ts';
import { compareFlagged } from './compare.ts';

const DEVIATIONS = 3;
/** An account needs this many trading days for its usual day to mean anything. */
const MIN_DAYS = 10;

function median(values: readonly number[]): number {
  return medianOf(Float64Array.from(values), values.length) ?? 0;
}

export interface OvertradingDays {
  positions: number[];
  days: number;
  /** The largest usual day and threshold over the accounts with such days. */
  usual: number;
  threshold: number;
}

export function overtradingDays(context: CoachContext): OvertradingDays {
  const { journal } = context;
  const byAccountDay = new Map<number, Map<number, number[]>>();
  for (let i = 0; i < journal.n; i++) {
    const account = journal.account[i] ?? 0;
    let days = byAccountDay.get(account);
    if (days === undefined) byAccountDay.set(account, (days = new Map()));
    const day = journal.entryDay[i] ?? 0;
    const list = days.get(day) ?? [];
    list.push(i);
    days.set(day, list);
  }
  const positions: number[] = [];
  let flaggedDays = 0;
  let usual = 0;
  let threshold = 0;
  for (const days of byAccountDay.values()) {
    if (days.size < MIN_DAYS) continue;
    const counts = [...days.values()].map((list) => list.length);
    const mid = median(counts);
    const mad = median(counts.map((c) => Math.abs(c - mid)));
    const limit = Math.max(mid + DEVIATIONS * Math.max(mad, 1), 2 * mid);
    for (const list of days.values()) {
      if (list.length < limit) continue;
      flaggedDays++;
      positions.push(...list);
      usual = Math.max(usual, mid);
      threshold = Math.max(threshold, limit);
    }
  }
  positions.sort((a, b) => a - b);
  return { positions, days: flaggedDays, usual, threshold };
}

export function detectOvertrading(context: CoachContext): BehaviourFinding | null {
  const found = overtradingDays(context);
  if (found.days === 0 || found.positions.length < MIN_PATTERN_TRADES) return null;
  const c = compareFlagged(context, found.positions, 'overtrading');
  const worse = c.expectancy < c.othersExpectancy;
  return {
    kind: 'behaviour',
    id: 'overtrading',
    behaviour: 'overtrading',
    title: 'Days with far more trades than usual',
    tradeIds: idsOf(context.journal, found.positions),
    cost: c.cost,
    costR: c.costR,
    suggestion:
      `Set a daily trade limit near your usual ${found.usual} trades: on ${plural(found.days, 'day')} ` +
      `with ${Math.ceil(found.threshold)} trades or more, the ${plural(c.count, 'trade')} made ` +
      `${money(c.expectancy)} each against ${money(c.othersExpectancy)} on other days` +
      (worse ? `, ${money(c.cost)} in all.` : '.'),
    evidence: {
      days: found.days,
      usualTradesPerDay: found.usual,
      threshold: found.threshold,
      trades: c.count,
      netPnl: c.netCents / 100,
      expectancy: c.expectancy,
      othersExpectancy: c.othersExpectancy,
      worse: c.worse ? 'yes' : 'no',
    },
    confidence: c.confidence,
    impact: c.cost,
  };
}
