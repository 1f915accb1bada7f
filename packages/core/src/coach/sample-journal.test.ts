import { describe, expect, it } from 'vitest';
import { analyzeJournal } from './analyze.ts';
import { sampleTrades } from './sample-journal.ts';
import type { BehaviourFinding } from './types.ts';

const OPTIONS = { timeZone: 'America/New_York', startingBalance: 50_000, seed: 1 };

describe('the sample journal', () => {
  const trades = sampleTrades(11, 3000);
  const analysis = analyzeJournal(trades, OPTIONS);
  const behaviour = (name: BehaviourFinding['behaviour']) =>
    analysis.findings.find((f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name);
  const tagged = trades.filter((t) => t.tags?.some((tag) => tag.name === 'Revenge trade')).map((t) => t.id);

  it('debug', () => {
    for (const f of analysis.findings)
      console.log(
        f.kind,
        f.id,
        f.impact,
        f.tradeIds.length,
        f.kind === 'behaviour' ? f.suggestion : f.confidence,
      );
    const revenge = behaviour('revenge');
    const ids = new Set(revenge?.tradeIds);
    console.log(
      'tagged',
      tagged.length,
      'found',
      tagged.filter((id) => ids.has(id)).length,
      'flagged',
      ids.size,
    );
    expect(analysis.tradeCount).toBeGreaterThan(0);
  });
});
