import { describe, expect, it } from 'vitest';
import { computeStatistics } from './statistics.ts';
import { buildTrade, dailyTrades } from './test-support.ts';
import type { AnalyticsTrade, Statistics, StatisticsOptions } from './types.ts';

const UTC: StatisticsOptions = { startingBalance: 10_000, timeZone: 'UTC' };

/** Every number compared to 10 decimals; other values exactly. */
function expectFigures(actual: Statistics, expected: Partial<Statistics>): void {
  for (const [field, value] of Object.entries(expected)) {
    const got = actual[field as keyof Statistics];
    if (typeof value === 'number' && Number.isFinite(value)) expect(got, field).toBeCloseTo(value, 10);
    else expect(got, field).toEqual(value);
  }
}

// Monday to Friday, 2025-03-03..07, UTC, 2.00 costs each. Hand-computed below each figure.
const week: AnalyticsTrade[] = [
  buildTrade({
    id: 'mon',
    openedAt: '2025-03-03T14:00:00Z',
    closedAt: '2025-03-03T15:00:00Z',
    netPnl: 200,
    costs: 2,
    initialRisk: 100,
    rMultiple: 2,
  }),
  buildTrade({
    id: 'tue',
    openedAt: '2025-03-04T14:00:00Z',
    closedAt: '2025-03-04T14:30:00Z',
    netPnl: -100,
    costs: 2,
    initialRisk: 100,
    rMultiple: -1,
  }),
  buildTrade({
    id: 'wed',
    openedAt: '2025-03-05T14:00:00Z',
    closedAt: '2025-03-05T14:10:00Z',
    netPnl: 0,
    costs: 2,
    initialRisk: 50,
    rMultiple: 0,
  }),
  buildTrade({
    id: 'thu',
    openedAt: '2025-03-06T14:00:00Z',
    closedAt: '2025-03-06T16:00:00Z',
    netPnl: -50,
    costs: 2,
    initialRisk: 100,
    rMultiple: -0.5,
  }),
  buildTrade({
    id: 'fri',
    openedAt: '2025-03-07T12:00:00Z',
    closedAt: '2025-03-07T16:00:00Z',
    netPnl: 300,
    costs: 2,
    initialRisk: 100,
    rMultiple: 3,
  }),
];

describe('computeStatistics on a hand-computed week', () => {
  const stats = computeStatistics(week, UTC);

  it('counts, sums and rates', () => {
    expectFigures(stats, {
      tradeCount: 5,
      openTradeCount: 0,
      wins: 2,
      losses: 2,
      breakevens: 1,
      netPnl: 350, // 200 - 100 + 0 - 50 + 300
      grossPnl: 360, // net + 5 x 2.00
      costs: 10,
      grossProfit: 500, // 200 + 300
      grossLoss: -150, // -100 - 50
      winRatePct: 40, // 2 / 5
      winRateExBreakevenPct: 50, // 2 / 4
      lossRatePct: 40,
      profitFactor: 500 / 150,
      expectancy: 70, // 350 / 5
      expectancyR: 0.7, // (2 - 1 + 0 - 0.5 + 3) / 5
      totalR: 3.5,
      tradesWithR: 5,
      tradesWithoutR: 0,
      avgWin: 250,
      avgLoss: -75,
      medianWin: 250, // mean of the two middle values, 200 and 300
      medianLoss: -75,
      payoffRatio: 250 / 75,
      largestWin: 300,
      largestLoss: -100,
      maxConsecutiveWins: 1,
      maxConsecutiveLosses: 1, // W L BE L W: the break-even ends the losing streak
    });
  });

  it('walks equity and drawdown in exit order', () => {
    expectFigures(stats, {
      endingEquity: 10_350,
      maxDrawdown: 150, // peak 10,200 after Monday, 10,050 after Thursday
      maxDrawdownPct: (150 / 10_200) * 100,
      recoveryFactor: 350 / 150,
      longestDrawdownMs: Date.parse('2025-03-07T16:00:00Z') - Date.parse('2025-03-03T15:00:00Z'),
    });
    expect(stats.equityCurve).toEqual([
      { time: '2025-03-03T14:00:00.000Z', equity: 10_000 },
      { time: '2025-03-03T15:00:00Z', equity: 10_200, tradeId: 'mon' },
      { time: '2025-03-04T14:30:00Z', equity: 10_100, tradeId: 'tue' },
      { time: '2025-03-05T14:10:00Z', equity: 10_100, tradeId: 'wed' },
      { time: '2025-03-06T16:00:00Z', equity: 10_050, tradeId: 'thu' },
      { time: '2025-03-07T16:00:00Z', equity: 10_350, tradeId: 'fri' },
    ]);
    expect(stats.drawdowns).toHaveLength(1);
    const [period] = stats.drawdowns;
    expect(period).toMatchObject({
      startTime: '2025-03-03T15:00:00Z',
      troughTime: '2025-03-06T16:00:00Z',
      endTime: '2025-03-07T16:00:00Z',
      depth: 150,
      recoveryMs: 24 * 3_600_000,
      trades: 4,
    });
    expect(period?.depthPct).toBeCloseTo((150 / 10_200) * 100, 10);
  });

  it('gives one return per weekday over the equity at the previous close', () => {
    const expected = [
      ['2025-03-03', 200, 2], // 200 / 10,000
      ['2025-03-04', -100, (-100 / 10_200) * 100],
      ['2025-03-05', 0, 0],
      ['2025-03-06', -50, (-50 / 10_100) * 100],
      ['2025-03-07', 300, (300 / 10_050) * 100],
    ] as const;
    expect(stats.dailyReturns.map((d) => d.day)).toEqual(expected.map((e) => e[0]));
    stats.dailyReturns.forEach((d, k) => {
      expect(d.pnl).toBe(expected[k]?.[1]);
      expect(d.returnPct).toBeCloseTo(expected[k]?.[2] ?? NaN, 12);
    });
  });

  it('derives the ratios', () => {
    expectFigures(stats, {
      // daily returns 2, -0.98039, 0, -0.49505, 2.98507 (%): mean / sample stdev x sqrt(252)
      sharpe: 6.52823042231983,
      // mean / sqrt(mean(min(r, 0)^2) over all five days) x sqrt(252)
      sortino: 22.68608750772201,
      // sqrt(5) x mean(R) 0.7 / sample stdev(R) sqrt(2.95)
      sqn: 0.9113223768657671,
      sqnSampleSmall: true,
      kellyPct: 35, // (0.5 - 0.5 / (250 / 75)) x 100
      avgHoldingMinutes: 92, // (60 + 30 + 10 + 120 + 240) / 5
      avgHoldingMinutesWins: 150,
      avgHoldingMinutesLosses: 75,
    });
  });

  it('does not depend on the order the trades come in', () => {
    const shuffled = [week[3], week[0], week[4], week[2], week[1]] as AnalyticsTrade[];
    expect(computeStatistics(shuffled, UTC)).toEqual(stats);
  });
});

describe('computeStatistics at the edges', () => {
  it('no trades: counts of zero, ratios null, equity the starting balance', () => {
    const stats = computeStatistics([], UTC);
    expectFigures(stats, {
      tradeCount: 0,
      netPnl: 0,
      winRatePct: null,
      winRateExBreakevenPct: null,
      profitFactor: null,
      expectancy: null,
      expectancyR: null,
      avgWin: null,
      avgLoss: null,
      medianWin: null,
      payoffRatio: null,
      largestWin: null,
      largestLoss: null,
      endingEquity: 10_000,
      maxDrawdown: 0,
      maxDrawdownPct: 0,
      recoveryFactor: null,
      sharpe: null,
      sortino: null,
      sqn: null,
      kellyPct: null,
      avgHoldingMinutes: null,
      equityCurve: [],
      dailyReturns: [],
      drawdowns: [],
    });
  });

  it('one winning trade: profit factor infinite, the rest of the ratios null', () => {
    const stats = computeStatistics([buildTrade({ netPnl: 125.5 })], UTC);
    expectFigures(stats, {
      tradeCount: 1,
      wins: 1,
      winRatePct: 100,
      profitFactor: Infinity,
      expectancy: 125.5,
      avgWin: 125.5,
      medianWin: 125.5,
      avgLoss: null,
      payoffRatio: null,
      kellyPct: null,
      maxDrawdown: 0,
      recoveryFactor: null,
      sharpe: null, // one day: no sample deviation
      sortino: null, // no down day
      endingEquity: 10_125.5,
      maxConsecutiveWins: 1,
    });
    expect(stats.dailyReturns).toEqual([
      { day: '2025-03-03', pnl: 125.5, returnPct: expect.closeTo(1.255, 12) },
    ]);
  });

  it('all wins', () => {
    const stats = computeStatistics(dailyTrades('2025-03-03', [100, 50, 25]), UTC);
    expectFigures(stats, {
      wins: 3,
      profitFactor: Infinity,
      maxConsecutiveWins: 3,
      maxDrawdown: 0,
      maxDrawdownPct: 0,
      recoveryFactor: null,
      sortino: null,
      medianWin: 50,
      largestWin: 100,
    });
  });

  it('all losses: profit factor 0, Kelly null without a payoff', () => {
    const stats = computeStatistics(dailyTrades('2025-03-03', [-100, -50]), {
      ...UTC,
      startingBalance: 1000,
    });
    expectFigures(stats, {
      losses: 2,
      winRatePct: 0,
      winRateExBreakevenPct: 0,
      profitFactor: 0,
      expectancy: -75,
      avgLoss: -75,
      largestLoss: -100,
      medianLoss: -75,
      maxConsecutiveLosses: 2,
      maxDrawdown: 150,
      maxDrawdownPct: 15,
      recoveryFactor: -1,
      payoffRatio: null,
      kellyPct: null,
      endingEquity: 850,
    });
    expect(stats.drawdowns[0]).toMatchObject({ endTime: null, recoveryMs: null, depth: 150, trades: 2 });
  });

  it('only break-evens: classified after rounding to cents', () => {
    const stats = computeStatistics(dailyTrades('2025-03-03', [0, 0.004, -0.004]), UTC);
    expectFigures(stats, {
      breakevens: 3,
      wins: 0,
      losses: 0,
      netPnl: 0,
      winRatePct: 0,
      winRateExBreakevenPct: null,
      profitFactor: null,
      expectancy: 0,
      maxConsecutiveWins: 0,
      maxConsecutiveLosses: 0,
    });
  });

  it('a break-even tolerance: 1.00 after rounding is within a tolerance of 1, 1.005 rounds to 1.01', () => {
    const stats = computeStatistics(dailyTrades('2025-03-03', [0.999, -1, 1.005, -1.006]), {
      ...UTC,
      breakEvenTolerance: 1,
    });
    expectFigures(stats, { breakevens: 2, wins: 1, losses: 1, largestWin: 1.01, largestLoss: -1.01 });
  });

  it('a trade carrying its account’s tolerance is classified by it', () => {
    const trades = dailyTrades('2025-03-03', [4, 4]);
    const withOwn = [trades[0], { ...trades[1], breakEvenTolerance: 5 }] as AnalyticsTrade[];
    expectFigures(computeStatistics(withOwn, UTC), { wins: 1, breakevens: 1 });
  });

  it('trades without a positive initial risk have no R', () => {
    const trades = [
      buildTrade({ initialRisk: 0, rMultiple: 5 }),
      buildTrade({ initialRisk: null, rMultiple: null }),
      buildTrade({ initialRisk: 100, rMultiple: 1.5 }),
    ];
    expectFigures(computeStatistics(trades, UTC), {
      tradesWithR: 1,
      tradesWithoutR: 2,
      expectancyR: 1.5,
      totalR: 1.5,
      sqn: null,
      sqnSampleSmall: true,
    });
  });

  it('SQN caps N at 100 and stops calling the sample small at 30', () => {
    const rs = Array.from({ length: 120 }, (_, k) => (k % 2 === 0 ? 2 : -1));
    const trades = dailyTrades(
      '2025-01-01',
      rs.map((r) => r * 10),
    ).map((trade, k) => ({ ...trade, initialRisk: 10, rMultiple: rs[k] ?? 0 }));
    // mean 0.5, sample stdev sqrt(120 x 2.25 / 119)
    const expected = (10 * 0.5) / Math.sqrt((120 * 2.25) / 119);
    expectFigures(computeStatistics(trades, UTC), { sqn: expected, sqnSampleSmall: false });
  });

  it('open trades are counted apart and left out of every closed-trade figure', () => {
    const stats = computeStatistics(
      [buildTrade({ netPnl: 50 }), buildTrade({ closedAt: null, netPnl: 999 })],
      UTC,
    );
    expectFigures(stats, { tradeCount: 1, openTradeCount: 1, netPnl: 50 });
  });

  it('sums money to the cent over 100k trades', () => {
    const trades = Array.from({ length: 100_000 }, (_, k) =>
      buildTrade({ id: `c${k}`, netPnl: k % 2 === 0 ? 0.1 : 0.29, costs: 0.07 }),
    );
    const stats = computeStatistics(trades, { ...UTC, startingBalance: 0.1 });
    expect(stats.netPnl).toBe(19_500); // 50,000 x 0.10 + 50,000 x 0.29
    expect(stats.costs).toBe(7000);
    expect(stats.grossPnl).toBe(26_500);
    expect(stats.endingEquity).toBe(19_500.1);
  });

  it('a risk-free rate lowers each daily return by rate / 252 before the ratios', () => {
    const trades = dailyTrades('2025-03-03', [100, -50, 80]);
    const plain = computeStatistics(trades, UTC);
    const withRate = computeStatistics(trades, { ...UTC, riskFreeRate: 0.0504 });
    const daily = plain.dailyReturns.map((d) => (d.returnPct ?? 0) - 0.02);
    const mean = daily.reduce((a, b) => a + b, 0) / 3;
    const stdev = Math.sqrt(daily.reduce((a, b) => a + (b - mean) ** 2, 0) / 2);
    expect(withRate.sharpe).toBeCloseTo((mean / stdev) * Math.sqrt(252), 10);
  });

  it('refuses trades in more than one currency', () => {
    expect(() =>
      computeStatistics([buildTrade({ currency: 'USD' }), buildTrade({ currency: 'EUR' })], UTC),
    ).toThrow(/EUR, USD/);
  });

  it('refuses an unknown time zone and a trade without a valid exit time', () => {
    expect(() => computeStatistics([buildTrade()], { ...UTC, timeZone: 'Mars/Olympus' })).toThrow(
      /time zone/,
    );
    expect(() => computeStatistics([buildTrade({ closedAt: 'soon' })], UTC)).toThrow(/invalid closedAt/);
  });
});
