// Constructed journals for the coach's tests: trades placed on a clock in UTC, with the results
// and fields a test names and deterministic noise elsewhere.
import type { AnalyticsTag, AnalyticsTrade } from '../analytics/types.ts';
import { SeededRandom } from './random.ts';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Monday 2025-03-03, 00:00 UTC. */
const START = Date.UTC(2025, 2, 3);

export interface TradeSpec {
  id: string;
  /** Weekday number from the start (weekends skipped) and minute of that day, in UTC. */
  day: number;
  minute: number;
  holdMinutes?: number;
  netPnl: number;
  /** Initial risk; null for no stop. Default 100. */
  risk?: number | null;
  account?: string;
  symbol?: string;
  strategyId?: string | null;
  side?: 'long' | 'short';
  tags?: AnalyticsTag[];
  quantity?: number;
  positionSize?: number | null;
  followedRuleIds?: string[];
}

export function dayStart(day: number): number {
  const weeks = Math.floor(day / 5);
  return START + (weeks * 7 + (day % 5)) * DAY;
}

export function trade(spec: TradeSpec): AnalyticsTrade {
  const opened = dayStart(spec.day) + spec.minute * MINUTE;
  const closed = opened + (spec.holdMinutes ?? 20) * MINUTE;
  const risk = spec.risk === undefined ? 100 : spec.risk;
  return {
    id: spec.id,
    symbol: spec.symbol ?? 'AAPL',
    openedAt: new Date(opened).toISOString(),
    closedAt: new Date(closed).toISOString(),
    netPnl: spec.netPnl,
    grossPnl: spec.netPnl,
    costs: 0,
    initialRisk: risk,
    rMultiple: risk === null ? null : spec.netPnl / risk,
    accountId: spec.account ?? 'acc',
    strategyId: spec.strategyId ?? null,
    side: spec.side ?? 'long',
    tags: spec.tags ?? [],
    quantity: spec.quantity ?? 100,
    positionSize: spec.positionSize === undefined ? 10_000 : spec.positionSize,
    ...(spec.followedRuleIds === undefined ? {} : { followedRuleIds: spec.followedRuleIds }),
  };
}

/** A P&L around `mean` with noise of +-`spread`, from a seeded stream. */
export function noisy(random: SeededRandom, mean: number, spread: number): number {
  return Math.round((mean + (random.next() * 2 - 1) * spread) * 100) / 100;
}

/**
 * A plain journal: `days` days of `perDay` trades spread from 14:00 to 19:00 UTC, an hour or more
 * apart, alternating wins of about +150 and losses of about -80 (no habit in them).
 */
export function plainJournal(days: number, perDay: number, seed = 1, prefix = 'p'): AnalyticsTrade[] {
  const random = new SeededRandom(seed, prefix);
  const trades: AnalyticsTrade[] = [];
  const gap = Math.floor(300 / perDay);
  for (let day = 0; day < days; day++)
    for (let k = 0; k < perDay; k++) {
      const win = (day + k) % 2 === 0;
      trades.push(
        trade({
          id: `${prefix}${day}-${k}`,
          day,
          minute: 14 * 60 + k * gap,
          holdMinutes: 20,
          netPnl: win ? noisy(random, 150, 60) : noisy(random, -80, 30),
        }),
      );
    }
  return trades;
}

export const OPTIONS = { timeZone: 'UTC', seed: 7 } as const;
