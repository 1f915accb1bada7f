import { describe, expect, it } from 'vitest';
import { DIMENSIONS, breakdown, crossBreakdown } from './breakdown.ts';
import { computeStatistics } from './statistics.ts';
import { buildTrade } from './test-support.ts';
import type { AnalyticsTag, AnalyticsTrade, StatisticsOptions } from './types.ts';

const breakout: AnalyticsTag = { id: 'tag-1', name: 'Breakout', group: 'setup' };
const fomo: AnalyticsTag = { id: 'tag-2', name: 'FOMO', group: 'emotion' };
const late: AnalyticsTag = { id: 'tag-3', name: 'Late exit', group: 'mistake' };
const oversized: AnalyticsTag = { id: 'tag-4', name: 'Oversized', group: 'mistake' };

const AUCKLAND: StatisticsOptions = { startingBalance: 5000, timeZone: 'Pacific/Auckland' };

// Around Auckland's fall-back (2025-04-06 03:00 NZDT = 14:00Z) and local midnight.
const trades: AnalyticsTrade[] = [
  // entered Sat 2025-04-05 23:30 NZDT, out 00:30 Sun: a Saturday 23h entry, an April exit
  buildTrade({
    id: 'a',
    symbol: 'NZDUSD',
    side: 'long',
    accountId: 'acc-1',
    strategyId: 'st-1',
    assetClass: 'forex',
    openedAt: '2025-04-05T10:30:00Z',
    closedAt: '2025-04-05T11:30:00Z',
    netPnl: 120,
    initialRisk: 60,
    rMultiple: 2,
    positionSize: 50_000,
    tags: [breakout, late],
  }),
  // entered 02:30 NZDT (first time), out 02:30 NZST (second time): an hour later, same hour key
  buildTrade({
    id: 'b',
    symbol: 'NZDUSD',
    side: 'short',
    accountId: 'acc-1',
    strategyId: null,
    assetClass: 'forex',
    openedAt: '2025-04-05T13:30:00Z',
    closedAt: '2025-04-05T14:30:00Z',
    netPnl: -40,
    initialRisk: 40,
    rMultiple: -1,
    positionSize: 500,
    tags: [late, oversized, fomo],
  }),
  // entered Mon 2025-03-31 09:00 NZDT, held three days, out in April
  buildTrade({
    id: 'c',
    symbol: 'AAPL',
    side: 'long',
    accountId: 'acc-2',
    strategyId: 'st-1',
    assetClass: 'stock',
    openedAt: '2025-03-30T20:00:00Z',
    closedAt: '2025-04-02T20:00:00Z',
    netPnl: 0,
    initialRisk: null,
    rMultiple: null,
  }),
  // entered Fri 2025-03-28 10:00 NZDT, out 10:00:30: a March exit, under a minute
  buildTrade({
    id: 'd',
    symbol: 'AAPL',
    side: 'short',
    accountId: 'acc-2',
    assetClass: 'stock',
    openedAt: '2025-03-27T21:00:00Z',
    closedAt: '2025-03-27T21:00:30Z',
    netPnl: 15,
    initialRisk: 10,
    rMultiple: 1.5,
    positionSize: 2_000_000,
  }),
];

const keysOf = (rows: { key: string }[]): string[] => rows.map((row) => row.key);
const countsOf = (rows: { key: string; statistics: { tradeCount: number } }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, row.statistics.tradeCount]));

describe('breakdown', () => {
  it('weekday and hour of entry in the trader’s time zone, across a DST change', () => {
    expect(countsOf(breakdown(trades, 'weekday', AUCKLAND))).toEqual({ Mon: 1, Fri: 1, Sat: 1, Sun: 1 });
    expect(keysOf(breakdown(trades, 'weekday', AUCKLAND))).toEqual(['Mon', 'Fri', 'Sat', 'Sun']);
    expect(countsOf(breakdown(trades, 'hour', AUCKLAND))).toEqual({ '02': 1, '09': 1, '10': 1, '23': 1 });
    // In UTC the same trades are on other days and hours.
    const utc = { ...AUCKLAND, timeZone: 'UTC' };
    expect(countsOf(breakdown(trades, 'weekday', utc))).toEqual({ Thu: 1, Sat: 2, Sun: 1 });
    expect(keysOf(breakdown(trades, 'hour', utc))).toEqual(['10', '13', '20', '21']);
  });

  it('holding time is wall-clock: 02:30 NZDT to 02:30 NZST is an hour', () => {
    const [, fallBack] = trades;
    expect(computeStatistics([fallBack as AnalyticsTrade], AUCKLAND).avgHoldingMinutes).toBe(60);
  });

  it('month of exit', () => {
    expect(countsOf(breakdown(trades, 'month', AUCKLAND))).toEqual({ '2025-03': 1, '2025-04': 3 });
  });

  it('a trade with several tags is in each tag row, and in its tag group once', () => {
    const rows = breakdown(trades, 'tag', AUCKLAND);
    expect(rows.map((row) => [row.key, row.label, row.statistics.tradeCount])).toEqual([
      ['tag-1', 'Breakout', 1],
      ['tag-2', 'FOMO', 1],
      ['tag-3', 'Late exit', 2],
      ['tag-4', 'Oversized', 1],
      ['', '(none)', 2],
    ]);
    expect(rows.find((row) => row.key === 'tag-3')?.statistics.netPnl).toBe(80);
    expect(countsOf(breakdown(trades, 'tagGroup', AUCKLAND))).toEqual({
      emotion: 1,
      mistake: 2,
      setup: 1,
      '': 2,
    });
  });

  it('text dimensions, the missing value last', () => {
    expect(countsOf(breakdown(trades, 'symbol', AUCKLAND))).toEqual({ AAPL: 2, NZDUSD: 2 });
    expect(countsOf(breakdown(trades, 'strategy', AUCKLAND))).toEqual({ 'st-1': 2, '': 2 });
    expect(keysOf(breakdown(trades, 'strategy', AUCKLAND))).toEqual(['st-1', '']);
    expect(countsOf(breakdown(trades, 'account', AUCKLAND))).toEqual({ 'acc-1': 2, 'acc-2': 2 });
    expect(countsOf(breakdown(trades, 'assetClass', AUCKLAND))).toEqual({ forex: 2, stock: 2 });
    expect(countsOf(breakdown(trades, 'side', AUCKLAND))).toEqual({ long: 2, short: 2 });
  });

  it('fixed buckets in their natural order', () => {
    expect(keysOf(breakdown(trades, 'holdingTime', AUCKLAND))).toEqual(['<1m', '1-4h', '1-7d']);
    expect(countsOf(breakdown(trades, 'holdingTime', AUCKLAND))).toEqual({ '<1m': 1, '1-4h': 2, '1-7d': 1 });
    expect(keysOf(breakdown(trades, 'positionSize', AUCKLAND))).toEqual(['<1k', '10k-100k', '>=1M', '']);
    expect(keysOf(breakdown(trades, 'rBucket', AUCKLAND))).toEqual(['-1R..0R', '1R..2R', '2R..3R', '']);
  });

  it('each row has the statistics of its own trades', () => {
    for (const dimension of DIMENSIONS) {
      for (const row of breakdown(trades, dimension, AUCKLAND)) {
        const ids = new Set<string>();
        const subset = trades.filter((trade) =>
          breakdown([trade], dimension, AUCKLAND).some((one) => one.key === row.key)
            ? ids.add(trade.id)
            : false,
        );
        const {
          equityCurve: _c,
          dailyReturns: _d,
          drawdowns: _p,
          ...expected
        } = computeStatistics(subset, AUCKLAND);
        expect(row.statistics, `${dimension} ${row.key}`).toEqual(expected);
      }
    }
  });

  it('leaves open trades out of every row', () => {
    const rows = breakdown([...trades, buildTrade({ closedAt: null, symbol: 'OPEN' })], 'symbol', AUCKLAND);
    expect(keysOf(rows)).toEqual(['AAPL', 'NZDUSD']);
  });
});

describe('crossBreakdown', () => {
  it('weekday x hour: one cell per pair with trades, rows and columns in order', () => {
    const table = crossBreakdown(trades, 'weekday', 'hour', AUCKLAND);
    expect(table.rows.map((r) => r.key)).toEqual(['Mon', 'Fri', 'Sat', 'Sun']);
    expect(table.columns.map((c) => c.key)).toEqual(['02', '09', '10', '23']);
    expect(table.cells.map((c) => [c.row, c.column, c.statistics.netPnl])).toEqual([
      ['Mon', '09', 0],
      ['Fri', '10', 15],
      ['Sat', '23', 120],
      ['Sun', '02', -40],
    ]);
  });

  it('a trade with two tags in two rows lands in each of its cells', () => {
    const table = crossBreakdown(trades, 'tag', 'side', AUCKLAND);
    expect(table.rows.map((r) => r.label)).toEqual(['Breakout', 'FOMO', 'Late exit', 'Oversized', '(none)']);
    expect(table.cells.map((c) => [c.row, c.column, c.statistics.tradeCount])).toEqual([
      ['tag-1', 'long', 1],
      ['tag-2', 'short', 1],
      ['tag-3', 'long', 1],
      ['tag-3', 'short', 1],
      ['tag-4', 'short', 1],
      ['', 'long', 1],
      ['', 'short', 1],
    ]);
  });
});
