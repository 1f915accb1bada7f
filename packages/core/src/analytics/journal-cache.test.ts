// The engine prepares a trades array once and keeps it for later calls on the same array (the
// statistics and every breakdown of one filter). The cache must never hand one call's figures to
// another: options that change the preparation, another array, another journal prepared in between.
import { describe, expect, it } from 'vitest';
import { DIMENSIONS, breakdown } from './breakdown.ts';
import { seededRandom } from './monte-carlo.ts';
import { computeStatistics } from './statistics.ts';
import { buildTrade } from './test-support.ts';
import type { AnalyticsTag, AnalyticsTrade, StatisticsOptions } from './types.ts';

const TAGS: AnalyticsTag[] = [
  { id: 'tag-1', name: 'Breakout', group: 'setup' },
  { id: 'tag-2', name: 'Pullback', group: 'setup' },
  { id: 'tag-3', name: 'FOMO', group: 'emotion' },
  { id: 'tag-4', name: 'Late exit', group: 'mistake' },
];

/** A journal of `count` trades over two months, given in no particular order, a few still open. */
function journal(seed: number, count: number): AnalyticsTrade[] {
  const random = seededRandom(seed);
  const start = Date.parse('2025-03-03T00:00:00Z');
  return Array.from({ length: count }, (_, k) => {
    const opened = start + Math.floor(random() * 60 * 86_400_000);
    const closed = opened + Math.floor(random() * 2 * 86_400_000);
    const netPnl = Math.round((random() - 0.45) * 40_000) / 100;
    const risk = random() < 0.8 ? 50 : null;
    return buildTrade({
      id: `s${seed}-${k}`,
      symbol: ['AAPL', 'MSFT', 'ES', 'EURUSD', 'BTCUSD'][Math.floor(random() * 5)],
      assetClass: ['stock', 'future', 'forex', 'crypto'][Math.floor(random() * 4)],
      accountId: `acc-${Math.floor(random() * 3)}`,
      strategyId: random() < 0.3 ? null : `st-${Math.floor(random() * 4)}`,
      side: random() < 0.5 ? 'long' : 'short',
      tags: TAGS.filter(() => random() < 0.35),
      openedAt: new Date(opened).toISOString(),
      closedAt: random() < 0.05 ? null : new Date(closed).toISOString(),
      netPnl,
      // A few trades within a dollar of zero: break-evens under a tolerance of 1.
      ...(k % 17 === 0 ? { netPnl: 0.5 } : {}),
      initialRisk: risk,
      rMultiple: risk === null ? null : netPnl / risk,
      positionSize: random() < 0.9 ? Math.round(random() * 200_000) : null,
    });
  });
}

const NEW_YORK: StatisticsOptions = { startingBalance: 10_000, timeZone: 'America/New_York' };
const TOKYO_TOLERANT: StatisticsOptions = {
  startingBalance: 5_000,
  timeZone: 'Asia/Tokyo',
  breakEvenTolerance: 1,
  cashFlows: [{ time: '2025-04-01T00:00:00Z', amount: 2_500 }],
};

/** Every figure the engine gives for a journal: the statistics and every breakdown. */
function figures(trades: readonly AnalyticsTrade[], options: StatisticsOptions): unknown {
  return {
    statistics: computeStatistics(trades, options),
    breakdowns: DIMENSIONS.map((dimension) => breakdown(trades, dimension, options)),
  };
}

/** A deep copy: new trade and tag objects and a new array, as a worker receives a journal. */
const copyOf = (trades: readonly AnalyticsTrade[]): AnalyticsTrade[] =>
  trades.map((trade) => ({ ...trade, tags: trade.tags?.map((tag) => ({ ...tag })) }));

/** The figures of an untouched deep copy of the journal: nothing prepared before for it. */
const fresh = (trades: readonly AnalyticsTrade[], options: StatisticsOptions) =>
  figures(copyOf(trades), options);

describe('the prepared journal cache', () => {
  const trades = journal(1, 400);

  it('gives a second call with other options (zone, tolerance, balance, flows) those options’ figures', () => {
    const first = figures(trades, NEW_YORK);
    const second = figures(trades, TOKYO_TOLERANT);
    expect(second).toEqual(fresh(trades, TOKYO_TOLERANT));
    expect(second).not.toEqual(first);
    // And back: the first options' figures are still the first options'.
    expect(figures(trades, NEW_YORK)).toEqual(first);
  });

  it('gives the same figures for another array with equal content', () => {
    const once = figures(trades, NEW_YORK);
    expect(figures([...trades], NEW_YORK)).toEqual(once);
    expect(figures(copyOf(trades), NEW_YORK)).toEqual(once);
  });

  it('keeps a journal’s figures when other journals are prepared in between', () => {
    const small = journal(2, 50);
    const before = figures(small, TOKYO_TOLERANT);
    // A larger journal prepared after it reuses (and grows) the engine's working space.
    figures(journal(3, 2_000), TOKYO_TOLERANT);
    figures(journal(4, 10), NEW_YORK);
    expect(figures(small, TOKYO_TOLERANT)).toEqual(before);
    expect(before).toEqual(fresh(small, TOKYO_TOLERANT));
  });

  it('gives the same figures whatever order the trades are given in', () => {
    const reversed = [...trades].reverse();
    const stats = computeStatistics(reversed, NEW_YORK);
    const { equityCurve: _c, ...expected } = computeStatistics(trades, NEW_YORK);
    const { equityCurve: _r, ...got } = stats;
    expect(got).toEqual(expected);
    for (const dimension of DIMENSIONS)
      expect(breakdown(reversed, dimension, NEW_YORK)).toEqual(breakdown(trades, dimension, NEW_YORK));
  });
});
