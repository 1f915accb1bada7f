// The coach on the sample journal, whose trader takes revenge trades (a bigger trade in the same
// market within minutes of a loss, tagged "Revenge trade") and has overtrading days.
import { describe, expect, it } from 'vitest';
import { wallClock } from '../demo/test-support.ts';
import { analyzeJournal } from './analyze.ts';
import { sampleTrades } from './sample-journal.ts';
import type { BehaviourFinding } from './types.ts';

const OPTIONS = { timeZone: 'America/New_York', startingBalance: 50_000, seed: 1 };

describe('the sample journal', () => {
  const trades = sampleTrades(11, 3000);
  const analysis = analyzeJournal(trades, OPTIONS);
  const behaviour = (name: BehaviourFinding['behaviour']) =>
    analysis.findings.find((f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name);

  it('finds the revenge trades, with their cost', () => {
    const revenge = behaviour('revenge');
    const tagged = trades.filter(
      (t) => t.closedAt !== null && t.tags?.some((tag) => tag.name === 'Revenge trade'),
    );
    expect(tagged.length).toBeGreaterThan(50);
    // The trader pauses after a loss unless taking revenge: the trades named are the tagged ones.
    expect([...(revenge?.tradeIds ?? [])].sort()).toEqual(tagged.map((t) => t.id).sort());
    expect(revenge?.cost).toBeLessThan(0);
    expect(revenge?.confidence?.excludesReference).toBe(true);
  });

  it('finds the overtrading days with all their trades', () => {
    const overtrading = behaviour('overtrading');
    const flagged = new Set(overtrading?.tradeIds);
    // Read independently: per account, days with four times its median count of closed trades.
    const closed = trades.filter((t) => t.closedAt !== null);
    for (const account of new Set(closed.map((t) => t.accountId))) {
      const byDay = new Map<string, string[]>();
      for (const t of closed.filter((x) => x.accountId === account)) {
        const day = wallClock(t.openedAt, OPTIONS.timeZone).date;
        byDay.set(day, [...(byDay.get(day) ?? []), t.id]);
      }
      const counts = [...byDay.values()].map((ids) => ids.length).sort((a, b) => a - b);
      const median = counts[Math.floor(counts.length / 2)] ?? 0;
      const busy = [...byDay.values()].filter((ids) => ids.length >= 4 * median);
      expect(busy.length, account).toBeGreaterThan(0);
      for (const ids of busy) for (const id of ids) expect(flagged.has(id), `${account} ${id}`).toBe(true);
    }
    expect(overtrading?.evidence.days).toBeGreaterThan(3);
  });

  it('lists findings by money impact, each with its trades, and is the same for the same seed', () => {
    const impacts = analysis.findings.map((f) => Math.abs(f.impact));
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    for (const finding of analysis.findings) expect(finding.tradeIds.length).toBeGreaterThan(0);
    expect(analyzeJournal(trades, OPTIONS)).toEqual(analysis);
    expect(analysis.whatIfs.map((w) => w.kind)).toEqual([
      'without-worst-pattern',
      'losses-capped-1r',
      'best-setups-only',
    ]);
  });
});
