import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, plainJournal, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const overtradingOf = (trades: AnalyticsTrade[]): BehaviourFinding | undefined =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === 'overtrading',
  );

/** Ten extra losing trades, 20 minutes apart from 08:00, on each of the given days. */
function busyDays(trades: AnalyticsTrade[], days: number[]): AnalyticsTrade[] {
  const random = new SeededRandom(5, 'busy');
  const extra = days.flatMap((day) =>
    Array.from({ length: 10 }, (_, k) =>
      trade({
        id: `busy${day}-${k}`,
        day,
        minute: 8 * 60 + k * 20,
        holdMinutes: 10,
        netPnl: noisy(random, -60, 40),
      }),
    ),
  );
  return [...trades, ...extra];
}

describe('overtrading', () => {
  it('names every trade of the days with far more trades than usual, and their cost', () => {
    const trades = busyDays(plainJournal(30, 3), [4, 17]);
    const finding = overtradingOf(trades);
    const expected = trades.filter((t) => /^(busy|p)(4|17)-/.test(t.id)).map((t) => t.id);
    expect(expected).toHaveLength(26);
    expect(finding?.tradeIds.sort()).toEqual(expected.sort());
    expect(finding?.evidence).toMatchObject({ days: 2, usualTradesPerDay: 3, worse: 'yes' });
    expect(finding?.cost).toBeLessThan(0);
  });

  it('finds nothing when the days vary in a usual way', () => {
    const trades = plainJournal(30, 3).filter((t, k) => k % 7 !== 0);
    expect(overtradingOf(trades)).toBeUndefined();
    expect(overtradingOf(plainJournal(30, 3))).toBeUndefined();
  });

  it('tells each account by its own usual day', () => {
    // A second account trading twelve a day is its usual, not overtrading against the first's three.
    const other = Array.from({ length: 30 * 12 }, (_, k) =>
      trade({
        id: `o${k}`,
        account: 'other',
        day: Math.floor(k / 12),
        minute: 60 + (k % 12) * 30,
        netPnl: k % 2 ? 90 : -50,
      }),
    );
    expect(overtradingOf([...plainJournal(30, 3), ...other])).toBeUndefined();
  });
});
