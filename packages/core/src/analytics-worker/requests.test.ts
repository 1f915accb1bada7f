import { describe, expect, it } from 'vitest';
import { breakdown, crossBreakdown } from '../analytics/breakdown.ts';
import { excursionStatistics } from '../analytics/excursions.ts';
import { monteCarlo } from '../analytics/monte-carlo.ts';
import { dailyRisk, positionSizeConsistency, riskOfRuin } from '../analytics/risk.ts';
import { pnlSeries, rDistribution, rollingStatistics } from '../analytics/series.ts';
import { computeStatistics } from '../analytics/statistics.ts';
import { thinEquityCurve } from '../analytics/thin-curve.ts';
import { buildAnalyticsDataset } from './dataset.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { firstInOrder, runAnalyticsRequest } from './requests.ts';
import { analyticsPayload } from './test-payload.ts';

// Auckland (UTC+13 in March): 10:30Z on 3 March is 23:30 that day there, 11:30Z is 00:30 on the 4th.
const journal = decodeAnalyticsPayload(
  analyticsPayload({
    timezone: 'Pacific/Auckland',
    accounts: [{ equityAtStart: 1000 }, { equityAtStart: 500, breakEvenTolerance: 1 }],
    cashFlows: [{ account: 1, time: '2025-03-04T00:00:00.000Z', amount: 200 }],
    trades: [
      { id: 'a', net: 120, risk: 60, closedAt: '2025-03-03T10:30:00.000Z', mae: 20, mfe: 150, tags: [0] },
      { id: 'b', net: -80, risk: 40, closedAt: '2025-03-03T11:30:00.000Z', side: 'short', tags: [1] },
      { id: 'c', net: 0.5, closedAt: '2025-03-04T10:00:00.000Z', account: 1 },
      { id: 'd', net: -30, risk: 30, closedAt: '2025-03-05T02:00:00.000Z', strategy: 0 },
      { id: 'e', net: 45, closedAt: '2025-03-05T03:00:00.000Z', account: 1, quantity: 20 },
      { id: 'open', net: 0, closedAt: null },
    ],
  }),
);
const data = buildAnalyticsDataset(journal, {
  datasetId: 'd',
  filter: DEFAULT_ANALYTICS_FILTER,
  range: { from: null, to: null },
});
const options = {
  startingBalance: 1500,
  timeZone: 'Pacific/Auckland',
  breakEvenTolerance: 0,
  cashFlows: [{ time: '2025-03-04T00:00:00.000Z', amount: 200, currency: 'USD' }],
};
const trades = data.trades;

describe('requests answered by the engine on the dataset', () => {
  it('computes the statistics with the starting equity, cash flows and zone of the dataset', () => {
    const statistics = runAnalyticsRequest(data, { kind: 'statistics' });
    expect(statistics).toEqual(computeStatistics(trades, options));
    expect(statistics.tradeCount).toBe(5);
    // c is within its account's tolerance of 1: a break-even.
    expect(statistics.breakevens).toBe(1);
    expect(statistics.openTradeCount).toBe(1);
  });

  it('thins only the equity curve when a chart asks for fewer points', () => {
    const whole = runAnalyticsRequest(data, { kind: 'statistics' });
    const thinned = runAnalyticsRequest(data, { kind: 'statistics', curvePoints: 4 });
    const { equityCurve, ...figures } = thinned;
    const { equityCurve: wholeCurve, ...wholeFigures } = whole;
    expect(figures).toEqual(wholeFigures);
    expect(equityCurve).toEqual(thinEquityCurve(wholeCurve, 4));
    expect(equityCurve.length).toBeLessThan(wholeCurve.length);
    // The cached whole answer is not changed by a thinned one.
    expect(runAnalyticsRequest(data, { kind: 'statistics' }).equityCurve).toHaveLength(wholeCurve.length);
  });

  it('answers every other kind with the engine function of the same name', () => {
    expect(runAnalyticsRequest(data, { kind: 'breakdown', dimension: 'weekday' })).toEqual(
      breakdown(trades, 'weekday', options),
    );
    expect(runAnalyticsRequest(data, { kind: 'cross', rows: 'weekday', columns: 'hour' })).toEqual(
      crossBreakdown(trades, 'weekday', 'hour', options),
    );
    expect(runAnalyticsRequest(data, { kind: 'pnl-series', period: 'day' })).toEqual(
      pnlSeries(trades, 'day', options),
    );
    expect(runAnalyticsRequest(data, { kind: 'rolling', window: 2 })).toEqual(
      rollingStatistics(trades, 2, options),
    );
    expect(runAnalyticsRequest(data, { kind: 'r-distribution', binWidth: 0.5 })).toEqual(
      rDistribution(trades, 0.5),
    );
    expect(runAnalyticsRequest(data, { kind: 'excursions' })).toEqual(excursionStatistics(trades));
    expect(runAnalyticsRequest(data, { kind: 'daily-risk' })).toEqual(
      dailyRisk(computeStatistics(trades, options).dailyReturns),
    );
    expect(runAnalyticsRequest(data, { kind: 'risk-of-ruin', lossThreshold: 100 })).toEqual(
      riskOfRuin(trades, 100),
    );
    expect(runAnalyticsRequest(data, { kind: 'position-size-consistency' })).toEqual(
      positionSizeConsistency(trades),
    );
    expect(
      runAnalyticsRequest(data, { kind: 'monte-carlo', trades: 10, runs: 50, seed: 7, drawdownLimitPct: 10 }),
    ).toEqual(
      monteCarlo(trades, {
        trades: 10,
        runs: 50,
        seed: 7,
        drawdownLimitPct: 10,
        startingEquity: computeStatistics(trades, options).endingEquity,
      }),
    );
  });

  it('tells days in the trader zone', () => {
    const days = runAnalyticsRequest(data, { kind: 'pnl-series', period: 'day' });
    expect(days.map((day) => [day.period, day.trades])).toEqual([
      ['2025-03-03', 1],
      ['2025-03-04', 2],
      ['2025-03-05', 2],
    ]);
  });

  it('refuses a request the engine cannot compute, as the engine does', () => {
    expect(() => runAnalyticsRequest(data, { kind: 'rolling', window: 0 })).toThrow(/window/);
  });
});

describe('trade lists', () => {
  const ids = (request: Parameters<typeof runAnalyticsRequest>[1]) =>
    (runAnalyticsRequest(data, request) as { id: string }[]).map((trade) => trade.id);

  it('lists closed trades newest exit first, the worst and the best', () => {
    expect(ids({ kind: 'trades', limit: 3, order: 'recent' })).toEqual(['e', 'd', 'c']);
    expect(ids({ kind: 'trades', limit: 2, order: 'worst' })).toEqual(['b', 'd']);
    expect(ids({ kind: 'trades', limit: 10, order: 'best' })).toEqual(['a', 'e', 'c', 'd', 'b']);
    expect(ids({ kind: 'trades', limit: 0, order: 'best' })).toEqual([]);
  });

  it('lists the trades of one day in the trader zone', () => {
    expect(ids({ kind: 'trades', day: '2025-03-03', limit: 10, order: 'recent' })).toEqual(['a']);
    expect(ids({ kind: 'trades', day: '2025-03-04', limit: 10, order: 'recent' })).toEqual(['c', 'b']);
    expect(ids({ kind: 'trades', day: '2025-03-05', limit: 10, order: 'worst' })).toEqual(['d', 'e']);
    expect(ids({ kind: 'trades', day: '2025-03-06', limit: 10, order: 'recent' })).toEqual([]);
  });

  it('tells each trade as a list shows it', () => {
    const [first] = runAnalyticsRequest(data, { kind: 'trades', limit: 1, order: 'best' });
    expect(first).toEqual({
      id: 'a',
      symbol: 'AAPL',
      side: 'long',
      openedAt: '2025-03-03T14:00:00.000Z',
      closedAt: '2025-03-03T10:30:00.000Z',
      netPnl: 120,
      grossPnl: 120,
      rMultiple: 2,
      accountId: 'acc-0',
      tagIds: ['tag-0'],
    });
  });
});

describe('firstInOrder', () => {
  it('keeps what a stable sort would put first, without sorting everything', () => {
    const items = Array.from({ length: 500 }, (_, i) => ({ i, v: (i * 7919) % 97 }));
    const before = (a: { v: number }, b: { v: number }) => a.v < b.v;
    for (const limit of [0, 1, 5, 10, 97, 600]) {
      const sorted = [...items].sort((a, b) => a.v - b.v).slice(0, limit);
      expect(firstInOrder(items, limit, before)).toEqual(sorted);
    }
  });
});
