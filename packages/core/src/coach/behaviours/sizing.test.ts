import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const sizingOf = (trades: AnalyticsTrade[]): BehaviourFinding | undefined =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === 'size-after-losses',
  );

/** Each day a win then a loss then a third trade; after the loss it risks `after` (100 usually). */
function journal(after: (day: number) => number): AnalyticsTrade[] {
  const random = new SeededRandom(2, 'sizing');
  return Array.from({ length: 30 }, (_, day) => [
    trade({ id: `w${day}`, day, minute: 600, risk: 100, netPnl: noisy(random, 150, 40) }),
    trade({ id: `l${day}`, day, minute: 700, risk: 100, netPnl: noisy(random, -90, 10) }),
    trade({ id: `n${day}`, day, minute: 800, risk: after(day), netPnl: noisy(random, -150, 40) }),
  ]).flat();
}

describe('size increased after losses', () => {
  it('names the trades sized up after a loss and what the extra size cost', () => {
    const finding = sizingOf(journal((day) => (day % 3 === 0 ? 100 : 250)));
    const expected = Array.from({ length: 30 }, (_, d) => d)
      .filter((d) => d % 3 !== 0)
      .map((d) => `n${d}`);
    expect(finding?.tradeIds.sort()).toEqual(expected.sort());
    // Each lost about 150 at 2.5 times the size: 60 % of it was the extra size.
    expect(finding?.cost).toBeCloseTo(-150 * 0.6 * 20, -2);
  });

  it('finds nothing when size stays the same after losses', () => {
    expect(sizingOf(journal(() => 100))).toBeUndefined();
  });
});
