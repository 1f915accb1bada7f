import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const holdingOf = (trades: AnalyticsTrade[]): BehaviourFinding | undefined =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === 'losers-held-longer',
  );

/** 30 wins held about 10 minutes; 30 losses cut within 7, but the `long` ones held longer and losing more. */
function journal(longLosses: number, lossHold: number): AnalyticsTrade[] {
  const random = new SeededRandom(9, 'holding');
  const trades: AnalyticsTrade[] = [];
  for (let k = 0; k < 30; k++) {
    trades.push(
      trade({
        id: `w${k}`,
        day: k,
        minute: 600,
        holdMinutes: noisy(random, 10, 3),
        netPnl: noisy(random, 120, 40),
      }),
    );
    const long = k < longLosses;
    trades.push(
      trade({
        id: long ? `long${k}` : `l${k}`,
        day: k,
        minute: 800,
        holdMinutes: long ? noisy(random, lossHold, 10) : noisy(random, 5, 2),
        netPnl: long ? noisy(random, -140, 30) : noisy(random, -70, 20),
      }),
    );
  }
  return trades;
}

describe('losers held longer than winners', () => {
  it('names the losses held past a typical win, and what they lost beyond the others', () => {
    const finding = holdingOf(journal(20, 60));
    expect(finding?.tradeIds.sort()).toEqual(Array.from({ length: 20 }, (_, k) => `long${k}`).sort());
    expect(finding?.cost).toBeLessThan(-20 * 40);
    expect(finding?.evidence.p).toBeLessThan(0.05);
  });

  it('finds nothing when losses are held as long as wins', () => {
    expect(holdingOf(journal(0, 60))).toBeUndefined();
    // A few long losses do not make a typical loss longer.
    expect(holdingOf(journal(4, 60))).toBeUndefined();
  });
});
