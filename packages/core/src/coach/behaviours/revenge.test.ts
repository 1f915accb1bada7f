import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, plainJournal, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const revengeOf = (trades: AnalyticsTrade[]): BehaviourFinding | undefined =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === 'revenge',
  );

/** The plain journal plus, on `days` days, a loss at 20:00 and a trade five minutes after it. */
function withQuickReentries(days: number, reentryPnl: (random: SeededRandom) => number): AnalyticsTrade[] {
  const random = new SeededRandom(3, 'reentry');
  const trades = plainJournal(40, 3);
  for (let day = 0; day < days; day++) {
    trades.push(
      trade({ id: `loss${day}`, day, minute: 20 * 60, holdMinutes: 10, netPnl: noisy(random, -80, 30) }),
    );
    trades.push(trade({ id: `re${day}`, day, minute: 20 * 60 + 15, netPnl: reentryPnl(random) }));
  }
  return trades;
}

describe('revenge trading', () => {
  it('names exactly the trades opened within minutes of a loss when they do worse', () => {
    const finding = revengeOf(withQuickReentries(12, (random) => noisy(random, -150, 40)));
    expect(finding?.tradeIds.sort()).toEqual(Array.from({ length: 12 }, (_, d) => `re${d}`).sort());
    expect(finding?.cost).toBeLessThan(0);
    expect(finding?.confidence?.excludesReference).toBe(true);
    expect(finding?.suggestion).toMatch(/10 minutes/);
  });

  it('finds nothing when trades after a loss do as well as the others', () => {
    const trades = withQuickReentries(12, (random) =>
      random.next() < 0.5 ? noisy(random, 150, 60) : noisy(random, -80, 30),
    );
    expect(revengeOf(trades)).toBeUndefined();
  });

  it('finds nothing without quick re-entries', () => {
    expect(revengeOf(plainJournal(40, 3))).toBeUndefined();
  });

  it('does not link a loss in one account to a trade in another', () => {
    const trades = withQuickReentries(12, (random) => noisy(random, -150, 40)).map((t) =>
      t.id.startsWith('loss') ? { ...t, accountId: 'other' } : t,
    );
    expect(revengeOf(trades)).toBeUndefined();
  });
});
