// The coach on the very journal "Try it with sample data" writes (its seed and size): its trader's
// revenge trades and overtrading days are reported, and the revenge finding names exactly the
// trades the trader tagged "Revenge trade".
import { describe, expect, it } from 'vitest';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { generateDemoJournal, SAMPLE_JOURNAL_SEED, SAMPLE_JOURNAL_TRADES } from '../demo/generate.ts';
import { analyzeJournal } from './analyze.ts';
import { sampleTrades } from './sample-journal.ts';
import type { BehaviourFinding } from './types.ts';

const OPTIONS = { timeZone: 'America/New_York', startingBalance: 50_000, seed: 1 };

const revengeTagged = (trades: readonly AnalyticsTrade[]): string[] =>
  trades
    .filter((t) => t.closedAt !== null && t.tags?.some((tag) => tag.name === 'Revenge trade'))
    .map((t) => t.id);

const behaviourIn = (trades: readonly AnalyticsTrade[], name: BehaviourFinding['behaviour']) =>
  analyzeJournal(trades, OPTIONS).findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name,
  );

describe('the journal offered as sample data', () => {
  const trades = sampleTrades(SAMPLE_JOURNAL_SEED, SAMPLE_JOURNAL_TRADES);
  const analysis = analyzeJournal(trades, OPTIONS);
  const behaviour = (name: BehaviourFinding['behaviour']) =>
    analysis.findings.find((f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name);

  it('is the size the sample offers', () => {
    expect(trades).toHaveLength(SAMPLE_JOURNAL_TRADES);
  });

  it('reports revenge trading with exactly the closed trades tagged "Revenge trade", and their cost', () => {
    const tagged = revengeTagged(trades);
    expect(tagged.length).toBeGreaterThanOrEqual(15);
    const revenge = behaviour('revenge');
    expect([...(revenge?.tradeIds ?? [])].sort()).toEqual([...tagged].sort());
    expect(revenge?.cost).toBeLessThan(0);
    expect(revenge?.evidence.expectancy).toBeLessThan(0);
    expect(revenge?.confidence?.excludesReference).toBe(true);
  });

  it('reports overtrading days with their trades', () => {
    const overtrading = behaviour('overtrading');
    expect(overtrading?.evidence.days).toBeGreaterThan(0);
    const closed = new Set(trades.filter((t) => t.closedAt !== null).map((t) => t.id));
    expect(overtrading?.tradeIds.length).toBeGreaterThanOrEqual(5);
    for (const id of overtrading?.tradeIds ?? []) expect(closed.has(id)).toBe(true);
  });

  it('reports them too on its dollar accounts alone, as the figures show it without a euro rate', () => {
    const dollars = new Set(
      generateDemoJournal({ seed: SAMPLE_JOURNAL_SEED, trades: SAMPLE_JOURNAL_TRADES })
        .accounts.filter((account) => account.currency === 'USD')
        .map((account) => account.ref),
    );
    const inDollars = trades.filter((t) => dollars.has(t.accountId ?? ''));
    expect(inDollars.length).toBeLessThan(trades.length);
    const revenge = behaviourIn(inDollars, 'revenge');
    expect([...(revenge?.tradeIds ?? [])].sort()).toEqual(revengeTagged(inDollars).sort());
    expect(behaviourIn(inDollars, 'overtrading')?.tradeIds.length).toBeGreaterThan(0);
  });
});
