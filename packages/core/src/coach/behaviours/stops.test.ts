import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, plainJournal, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const behaviour = (trades: AnalyticsTrade[], name: BehaviourFinding['behaviour']) =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name,
  );

const extra = (count: number, risk: number | null, pnl: (random: SeededRandom) => number) => {
  const random = new SeededRandom(8, 'stops');
  return Array.from({ length: count }, (_, k) =>
    trade({ id: `x${k}`, day: k, minute: 21 * 60, risk, netPnl: pnl(random) }),
  );
};

describe('stops missing', () => {
  it('names the trades without a stop and their cost against trades with one', () => {
    const finding = behaviour(
      [...plainJournal(30, 2), ...extra(8, null, (r) => noisy(r, -200, 50))],
      'stops-missing',
    );
    expect(finding?.tradeIds.sort()).toEqual(Array.from({ length: 8 }, (_, k) => `x${k}`).sort());
    expect(finding?.cost).toBeLessThan(-8 * 200);
  });

  it('finds nothing when every trade has a stop, and says so when none has', () => {
    expect(behaviour(plainJournal(30, 2), 'stops-missing')).toBeUndefined();
    const none = plainJournal(30, 2).map((t) => ({ ...t, initialRisk: null, rMultiple: null }));
    const analysis = analyzeJournal(none, OPTIONS);
    expect(analysis.findings.some((f) => f.kind === 'behaviour' && f.behaviour === 'stops-missing')).toBe(
      false,
    );
    expect(
      analysis.notes.some(
        (n) => n.kind === 'not-measurable' && n.text.startsWith('No trade has an initial stop'),
      ),
    ).toBe(true);
  });
});

describe('losses past the stop', () => {
  it('names the losses beyond the initial risk and what went past it', () => {
    const finding = behaviour([...plainJournal(30, 2), ...extra(6, 100, () => -180)], 'stops-overrun');
    expect(finding?.tradeIds.sort()).toEqual(Array.from({ length: 6 }, (_, k) => `x${k}`).sort());
    expect(finding?.cost).toBe(-480);
    expect(finding?.costR).toBe(-4.8);
  });

  it('finds nothing when losses stay within their stops, and says moved stops are not measurable', () => {
    const trades = [...plainJournal(30, 2), ...extra(6, 100, () => -105)];
    const analysis = analyzeJournal(trades, OPTIONS);
    expect(analysis.findings.some((f) => f.kind === 'behaviour' && f.behaviour === 'stops-overrun')).toBe(
      false,
    );
    expect(analysis.notes.some((n) => n.kind === 'not-measurable' && n.text.includes('moved'))).toBe(true);
  });
});
