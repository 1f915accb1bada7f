import { describe, expect, it } from 'vitest';
import { pnlSeries, rDistribution, rollingStatistics } from './series.ts';
import { buildTrade } from './test-support.ts';
import type { AnalyticsTrade } from './types.ts';

const NEW_YORK = { timeZone: 'America/New_York' };

// Around New York's spring-forward night (2025-03-09 02:00 EST) and local midnight.
const trades: AnalyticsTrade[] = [
  buildTrade({ closedAt: '2025-03-07T20:00:00Z', netPnl: 100 }), // Fri 15:00 EST
  buildTrade({ closedAt: '2025-03-10T03:30:00Z', netPnl: -50 }), // Sun 23:30 EDT
  buildTrade({ closedAt: '2025-03-10T04:30:00Z', netPnl: 25.1 }), // Mon 00:30 EDT
  buildTrade({ closedAt: '2025-03-31T12:00:00Z', netPnl: 0.2 }), // Mon 31 March
  buildTrade({ closedAt: '2025-04-01T03:59:00Z', netPnl: 0.1 }), // Mon 31 March, 23:59 EDT
  buildTrade({ closedAt: '2025-04-01T04:00:00Z', netPnl: -0.3 }), // Tue 1 April, 00:00 EDT
];

describe('pnlSeries', () => {
  it('days of exit in the trader’s zone, only days with exits', () => {
    expect(pnlSeries(trades, 'day', NEW_YORK)).toEqual([
      { period: '2025-03-07', pnl: 100, trades: 1, wins: 1, losses: 0, breakevens: 0 },
      { period: '2025-03-09', pnl: -50, trades: 1, wins: 0, losses: 1, breakevens: 0 },
      { period: '2025-03-10', pnl: 25.1, trades: 1, wins: 1, losses: 0, breakevens: 0 },
      { period: '2025-03-31', pnl: 0.3, trades: 2, wins: 2, losses: 0, breakevens: 0 },
      { period: '2025-04-01', pnl: -0.3, trades: 1, wins: 0, losses: 1, breakevens: 0 },
    ]);
  });

  it('weeks start on Monday unless told, keyed by their first day', () => {
    expect(pnlSeries(trades, 'week', NEW_YORK).map((w) => [w.period, w.pnl])).toEqual([
      ['2025-03-03', 50], // Fri 7 and Sun 9 March
      ['2025-03-10', 25.1],
      ['2025-03-31', 0],
    ]);
    expect(
      pnlSeries(trades, 'week', { ...NEW_YORK, weekStartsOn: 'Sun' }).map((w) => [w.period, w.pnl]),
    ).toEqual([
      ['2025-03-02', 100],
      ['2025-03-09', -24.9],
      ['2025-03-30', 0],
    ]);
  });

  it('months of exit', () => {
    expect(pnlSeries(trades, 'month', NEW_YORK).map((m) => [m.period, m.pnl, m.trades])).toEqual([
      ['2025-03', 75.4, 5],
      ['2025-04', -0.3, 1],
    ]);
  });
});

describe('rDistribution', () => {
  it('bins R multiples by half an R, empty bins between included, trades without R counted apart', () => {
    const rs = [-1, -0.75, 0, 0.4, 1.5, 2.25];
    const list = [
      ...rs.map((r) => buildTrade({ initialRisk: 100, rMultiple: r })),
      buildTrade({ initialRisk: 0, rMultiple: 3 }),
      buildTrade({ initialRisk: null, rMultiple: null }),
      buildTrade({ initialRisk: 100, rMultiple: 9, closedAt: null }),
    ];
    expect(rDistribution(list)).toEqual({
      tradesWithR: 6,
      tradesWithoutR: 2,
      bins: [
        { from: -1, to: -0.5, count: 2 },
        { from: -0.5, to: 0, count: 0 },
        { from: 0, to: 0.5, count: 2 },
        { from: 0.5, to: 1, count: 0 },
        { from: 1, to: 1.5, count: 0 },
        { from: 1.5, to: 2, count: 1 },
        { from: 2, to: 2.5, count: 1 },
      ],
    });
  });

  it('no R at all: no bins', () => {
    expect(rDistribution([buildTrade()]).bins).toEqual([]);
  });
});

describe('rollingStatistics', () => {
  it('win rate and expectancy over each window of three trades in exit order', () => {
    const list = [100, -50, 0, 40, -10].map((netPnl, k) =>
      buildTrade({
        id: `r${k}`,
        closedAt: `2025-03-0${k + 3}T15:00:00Z`,
        netPnl,
        initialRisk: k === 1 ? null : 50,
        rMultiple: k === 1 ? null : netPnl / 50,
      }),
    );
    const points = rollingStatistics(list, 3, { timeZone: 'UTC' });
    expect(points.map((p) => p.tradeId)).toEqual(['r2', 'r3', 'r4']);
    expect(points.map((p) => p.winRatePct)).toEqual([(1 / 3) * 100, (1 / 3) * 100, (1 / 3) * 100]);
    expect(points.map((p) => p.expectancy)).toEqual([50 / 3, -10 / 3, 10].map((v) => expect.closeTo(v, 12)));
    expect(points[0]?.expectancyR).toBeCloseTo(1, 12); // (2 + 0) / 2
    expect(points[1]?.expectancyR).toBeCloseTo(0.4, 12); // (0 + 0.8) / 2
    expect(points[2]?.expectancyR).toBeCloseTo((0 + 0.8 - 0.2) / 3, 12);
  });

  it('refuses a window that is not a whole number of trades', () => {
    expect(() => rollingStatistics([], 0, { timeZone: 'UTC' })).toThrow(/window/);
  });
});
