import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, plainJournal } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const behaviour = (trades: AnalyticsTrade[], name: BehaviourFinding['behaviour']) =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name,
  );

/** `perDay` trades a day (14:00 on, an hour apart at five); those from `from` on lose. */
function losingFrom(perDay: number, from: number): AnalyticsTrade[] {
  const random = new SeededRandom(6, 'session');
  return plainJournal(30, perDay).map((t) => {
    const k = Number(t.id.split('-')[1]);
    return k >= from ? { ...t, netPnl: noisy(random, -120, 30), rMultiple: null } : t;
  });
}

const idsWithRankFrom = (trades: AnalyticsTrade[], from: number) =>
  trades
    .filter((t) => Number(t.id.split('-')[1]) >= from)
    .map((t) => t.id)
    .sort();

describe('profits given back in the last hour', () => {
  it('names the trades opened in the last hour of the usual day when they do worse', () => {
    const trades = losingFrom(3, 2);
    const finding = behaviour(trades, 'last-hour');
    // Days end at 17:20 (the last entry): the last hour starts at 16:20.
    expect(finding?.evidence).toMatchObject({ from: '16:20', usualEnd: '17:20' });
    expect(finding?.tradeIds.sort()).toEqual(idsWithRankFrom(trades, 2));
    expect(finding?.cost).toBeLessThan(0);
  });

  it('finds nothing when the last hour does as well as the rest', () => {
    expect(behaviour(plainJournal(30, 3), 'last-hour')).toBeUndefined();
  });
});

describe('results fading after the first trades of a day', () => {
  it('names the trades after the third of each day when they do worse', () => {
    const trades = losingFrom(5, 3);
    const finding = behaviour(trades, 'fading');
    expect(finding?.tradeIds.sort()).toEqual(idsWithRankFrom(trades, 3));
    expect(finding?.evidence.firstTrades).toBe(3);
    expect(finding?.cost).toBeLessThan(0);
  });

  it('finds nothing when later trades do as well', () => {
    expect(behaviour(plainJournal(30, 5), 'fading')).toBeUndefined();
    expect(behaviour(plainJournal(30, 3), 'fading')).toBeUndefined();
  });
});
