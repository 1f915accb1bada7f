import { describe, expect, it } from 'vitest';
import { runSummary, toggleCompared } from './run-summary';

describe('runSummary', () => {
  it('keeps the numeric figures, the currency and the starting balance', () => {
    expect(
      runSummary({
        results: {
          statistics: { netPnl: 120.5, profitFactor: null, tradeCount: 4, note: 'x' },
          currency: 'EUR',
          startingBalance: 10_000,
        },
      }),
    ).toEqual({ statistics: { netPnl: 120.5, tradeCount: 4 }, currency: 'EUR', startingBalance: 10_000 });
  });

  it('reads a session without results, or with results of another shape, as empty', () => {
    const empty = { statistics: {}, currency: 'USD', startingBalance: null };
    expect(runSummary({ results: null })).toEqual(empty);
    expect(runSummary({ results: { statistics: 'broken' } })).toEqual(empty);
  });
});

describe('toggleCompared', () => {
  it('adds and removes a run, and refuses a fifth', () => {
    expect(toggleCompared([], 'a')).toEqual(['a']);
    expect(toggleCompared(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });
});
