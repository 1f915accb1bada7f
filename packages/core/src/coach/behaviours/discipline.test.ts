import { describe, expect, it } from 'vitest';
import { analyzeJournal } from '../analyze.ts';
import { SeededRandom } from '../random.ts';
import { OPTIONS, noisy, plainJournal, trade } from '../test-support.ts';
import type { AnalyticsTrade } from '../../analytics/types.ts';
import type { BehaviourFinding } from '../types.ts';

const behaviours = (trades: AnalyticsTrade[], name: BehaviourFinding['behaviour']) =>
  analyzeJournal(trades, OPTIONS).findings.filter(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name,
  );

const FOMO = { id: 'fomo', name: 'FOMO entry', group: 'mistake' };
const BREAKOUT = { id: 'breakout', name: 'Breakout', group: 'setup' };

describe('mistake tags', () => {
  it('reports each mistake tag with its trades and cost', () => {
    const random = new SeededRandom(4, 'fomo');
    const trades = [
      ...plainJournal(30, 2),
      ...Array.from({ length: 8 }, (_, k) =>
        trade({ id: `fomo${k}`, day: k, minute: 21 * 60, tags: [FOMO], netPnl: noisy(random, -120, 30) }),
      ),
    ];
    const [finding, ...others] = behaviours(trades, 'mistake-tag');
    expect(others).toHaveLength(0);
    expect(finding?.id).toBe('mistake-tag:fomo');
    expect(finding?.tradeIds.sort()).toEqual(Array.from({ length: 8 }, (_, k) => `fomo${k}`).sort());
    expect(finding?.cost).toBeLessThan(-8 * 120);
  });

  it('reports nothing for tags of other groups, and notes a mistake too rare to measure', () => {
    const trades = plainJournal(30, 2).map((t, k) =>
      k < 10 ? { ...t, tags: [BREAKOUT] } : k < 12 ? { ...t, tags: [FOMO] } : t,
    );
    const analysis = analyzeJournal(trades, OPTIONS);
    expect(analysis.findings.filter((f) => f.kind === 'behaviour' && f.behaviour === 'mistake-tag')).toEqual(
      [],
    );
    expect(analysis.notes.some((n) => n.kind === 'small-sample' && n.key === 'fomo')).toBe(true);
  });
});

describe('rule breaks', () => {
  const withRules = (broken: (k: number) => boolean) =>
    plainJournal(30, 2).map((t, k) => ({
      ...t,
      strategyId: 'orb',
      followedRuleIds: broken(k) ? ['r1'] : ['r1', 'r2'],
      netPnl: broken(k) ? -100 - (k % 5) * 10 : t.netPnl,
    }));

  it('names the trades that skipped a rule and the rule they skipped', () => {
    const finding = behaviours(
      withRules((k) => k % 6 === 0),
      'rule-breaks',
    )[0];
    expect(finding?.tradeIds.sort()).toEqual(
      Array.from({ length: 60 }, (_, k) => k)
        .filter((k) => k % 6 === 0)
        .map((k) => `p${Math.floor(k / 2)}-${k % 2}`)
        .sort(),
    );
    expect(finding?.evidence['missed:r2']).toBe(10);
    expect(finding?.cost).toBeLessThan(0);
  });

  it('finds nothing when every trade followed every rule, and says when rules are not recorded', () => {
    expect(
      behaviours(
        withRules(() => false),
        'rule-breaks',
      ),
    ).toEqual([]);
    const analysis = analyzeJournal(plainJournal(30, 2), OPTIONS);
    expect(analysis.notes.some((n) => n.kind === 'not-measurable' && n.text.startsWith('Rule breaks'))).toBe(
      true,
    );
  });
});
