import { describe, expect, it } from 'vitest';
import { analyzeJournal } from './analyze.ts';
import { SeededRandom } from './random.ts';
import { OPTIONS, noisy, trade } from './test-support.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { breakdown } from '../analytics/breakdown.ts';
import { sampleTrades } from './sample-journal.ts';
import type { EdgeFinding } from './types.ts';

const edges = (trades: AnalyticsTrade[]) =>
  analyzeJournal(trades, OPTIONS).findings.filter((f): f is EdgeFinding => f.kind !== 'behaviour');

/** Trades in SPY, QQQ and IWM with the same spread of results, plus `extra`. */
function journal(extra: (random: SeededRandom) => AnalyticsTrade[]): AnalyticsTrade[] {
  const random = new SeededRandom(12, 'dimensions');
  const symbols = ['SPY', 'QQQ', 'IWM'];
  const base = Array.from({ length: 120 }, (_, k) =>
    trade({
      id: `b${k}`,
      day: Math.floor(k / 3),
      minute: 600 + (k % 3) * 90,
      symbol: symbols[k % 3] ?? 'SPY',
      netPnl: random.next() < 0.5 ? noisy(random, 150, 60) : noisy(random, -100, 40),
    }),
  );
  return [...base, ...extra(random)];
}

describe('strengths and weaknesses by dimension', () => {
  it('reports a group that does better with its trades, effect and interval', () => {
    const trades = journal((random) =>
      Array.from({ length: 25 }, (_, k) =>
        trade({ id: `n${k}`, day: k, minute: 700, symbol: 'NVDA', netPnl: noisy(random, 300, 80) }),
      ),
    );
    const nvda = edges(trades).find((f) => f.id === 'symbol:NVDA');
    expect(nvda?.kind).toBe('strength');
    expect(nvda?.sampleSize).toBe(25);
    expect(nvda?.tradeIds.sort()).toEqual(Array.from({ length: 25 }, (_, k) => `n${k}`).sort());
    const total = trades.reduce((sum, t) => sum + t.netPnl, 0);
    const own = trades.filter((t) => t.symbol === 'NVDA').reduce((sum, t) => sum + t.netPnl, 0);
    expect(nvda?.effect).toBeCloseTo(own - (25 * total) / trades.length, 1);
    expect(nvda?.effectR).toBeCloseTo((own - (25 * total) / trades.length) / 100, 1);
    expect(nvda?.confidence.excludesReference).toBe(true);
    expect(nvda?.confidence.low).toBeGreaterThan(total / trades.length);
    expect(
      edges(trades).some((f) => f.kind === 'strength' && f.dimension === 'symbol' && f.id !== 'symbol:NVDA'),
    ).toBe(false);
  });

  it('reports a worse group as a weakness', () => {
    const trades = journal((random) =>
      Array.from({ length: 25 }, (_, k) =>
        trade({ id: `t${k}`, day: k, minute: 700, symbol: 'TSLA', netPnl: noisy(random, -250, 80) }),
      ),
    );
    expect(edges(trades).find((f) => f.id === 'symbol:TSLA')?.kind).toBe('weakness');
  });

  it('only notes a group under the minimum sample, however good', () => {
    const trades = journal((random) =>
      Array.from({ length: 12 }, (_, k) =>
        trade({ id: `n${k}`, day: k, minute: 700, symbol: 'NVDA', netPnl: noisy(random, 500, 50) }),
      ),
    );
    const analysis = analyzeJournal(trades, OPTIONS);
    expect(analysis.findings.some((f) => f.id === 'symbol:NVDA')).toBe(false);
    expect(analysis.notes).toContainEqual(
      expect.objectContaining({ kind: 'small-sample', dimension: 'symbol', key: 'NVDA', sampleSize: 12 }),
    );
  });

  it('finds no strength or weakness among groups with the same results', () => {
    expect(edges(journal(() => [])).filter((f) => f.dimension === 'symbol')).toEqual([]);
  });

  it('gives each group the figures of the engine’s breakdown', () => {
    const trades = sampleTrades(5, 1500);
    const options = { timeZone: 'America/New_York', startingBalance: 0 };
    const analysis = analyzeJournal(trades, { ...options, seed: 2 });
    const groups = [
      ...analysis.findings.filter((f): f is EdgeFinding => f.kind !== 'behaviour'),
      ...analysis.notes.filter((n) => n.dimension !== undefined),
    ];
    expect(groups.length).toBeGreaterThan(30);
    for (const group of groups) {
      const dimension = group.dimension ?? 'symbol';
      const row = breakdown(trades, dimension, options).find((r) => r.key === group.key);
      expect(row, `${dimension}:${group.key ?? ''}`).toBeDefined();
      expect(group.netPnl).toBeCloseTo(row?.statistics.netPnl ?? NaN, 6);
      expect(group.sampleSize).toBe(row?.statistics.tradeCount);
      expect(group.label).toBe(row?.label);
      if ('expectancyR' in group) {
        expect(group.expectancy).toBeCloseTo(row?.statistics.expectancy ?? NaN, 6);
        // A group with no stop on any trade (the "No stop" tag) has no R in either.
        const expectancyR = row?.statistics.expectancyR ?? null;
        if (expectancyR === null) expect(group.expectancyR).toBeNull();
        else expect(group.expectancyR ?? NaN).toBeCloseTo(expectancyR, 9);
      }
    }
  });
});
