import { computeStatistics, pnlSeries, rollingStatistics, thinEquityCurve } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  barValue,
  cumulativeR,
  dailyBars,
  moneyEquity,
  percentEquity,
  winLossSplit,
} from './dashboard-series';
import { STATISTICS_OPTIONS, dashboardTrade as trade } from './dashboard-test-trades';

const trades = [
  trade('a', '2025-03-03T15:00:00Z', 300, 3),
  trade('b', '2025-03-03T18:00:00Z', -100, -1),
  trade('c', '2025-03-05T15:00:00Z', -50),
  trade('d', '2025-03-06T15:00:00Z', 150, 1.5),
  trade('e', '2025-03-07T15:00:00Z', 0),
];

describe('the equity curve', () => {
  it('in money follows the engine from the starting balance', () => {
    const values = moneyEquity(computeStatistics(trades, STATISTICS_OPTIONS)).map((point) => point.value);
    expect(values).toEqual([10_000, 10_300, 10_200, 10_150, 10_300, 10_300]);
  });

  it('in percent is the return over the starting equity, deposits left out', () => {
    const statistics = computeStatistics(trades, {
      ...STATISTICS_OPTIONS,
      cashFlows: [{ time: '2025-03-04T12:00:00Z', amount: 5_000 }],
    });
    const series = percentEquity(statistics, 10_000);
    expect(series?.map((point) => Math.round(point.value * 1e6) / 1e6)).toEqual([0, 3, 2, 2, 1.5, 3, 3]);
    expect(series?.[3]?.time).toBe('2025-03-04T12:00:00Z');
  });

  it('in percent from a thinned curve, each kept point has the value of the whole curve', () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      trade(`t${i}`, new Date(Date.UTC(2025, 2, 3) + i * 3_600_000).toISOString(), ((i * 37) % 23) - 11),
    );
    const statistics = computeStatistics(many, {
      ...STATISTICS_OPTIONS,
      cashFlows: [
        { time: '2025-03-05T00:30:00Z', amount: 5_000 },
        { time: '2025-03-09T00:30:00Z', amount: -2_000 },
      ],
    });
    const whole = percentEquity(statistics, 10_000) ?? [];
    const thinned =
      percentEquity({ ...statistics, equityCurve: thinEquityCurve(statistics.equityCurve, 40) }, 10_000) ??
      [];
    expect(thinned.length).toBeLessThanOrEqual(44);
    for (const point of thinned) expect(point.value).toBeCloseTo(whole[point.at ?? -1]?.value ?? NaN, 9);
  });

  it('in percent needs a positive starting equity', () => {
    expect(percentEquity(computeStatistics(trades, STATISTICS_OPTIONS), 0)).toBeNull();
  });

  it('in R adds up the R of the trades with a stop, in exit order', () => {
    const rolling = rollingStatistics(trades, 1, STATISTICS_OPTIONS);
    expect(cumulativeR(rolling)).toEqual([
      { time: '2025-03-03T15:00:00Z', value: 3 },
      { time: '2025-03-03T18:00:00Z', value: 2 },
      { time: '2025-03-06T15:00:00Z', value: 3.5 },
    ]);
  });
});

describe('the daily P&L bars', () => {
  const statistics = computeStatistics(trades, STATISTICS_OPTIONS);
  const bars = dailyBars(pnlSeries(trades, 'day', STATISTICS_OPTIONS), statistics.dailyReturns);

  it("has one bar per day with exits, in the trader's zone, with its return", () => {
    expect(bars.map((bar) => [bar.day, bar.pnl, bar.trades])).toEqual([
      ['2025-03-03', 200, 2],
      ['2025-03-05', -50, 1],
      ['2025-03-06', 150, 1],
      ['2025-03-07', 0, 1],
    ]);
    expect(bars[0]?.returnPct).toBeCloseTo(2, 10);
    expect(bars[1]?.returnPct).toBeCloseTo((-50 / 10_200) * 100, 10);
  });

  it('is in money under R and in percent under %', () => {
    const first = bars[0];
    if (first === undefined) throw new Error('no bar');
    expect(barValue(first, 'money')).toBe(200);
    expect(barValue(first, 'r')).toBe(200);
    expect(barValue(first, 'pct')).toBeCloseTo(2, 10);
  });
});

describe('the win / loss split', () => {
  it('counts and sums each outcome', () => {
    const split = winLossSplit(computeStatistics(trades, STATISTICS_OPTIONS));
    expect(split).toEqual([
      { outcome: 'win', label: 'Wins', count: 2, sharePct: 40, pnl: 450, average: 225 },
      { outcome: 'loss', label: 'Losses', count: 2, sharePct: 40, pnl: -150, average: -75 },
      { outcome: 'breakeven', label: 'Break-evens', count: 1, sharePct: 20, pnl: 0, average: 0 },
    ]);
  });

  it('gives zero shares and no averages without trades', () => {
    const split = winLossSplit(computeStatistics([], STATISTICS_OPTIONS));
    expect(split.map((slice) => [slice.count, slice.sharePct, slice.average])).toEqual([
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
  });
});
