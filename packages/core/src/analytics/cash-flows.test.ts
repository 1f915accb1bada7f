import { describe, expect, it } from 'vitest';
import { breakdown } from './breakdown.ts';
import { computeStatistics } from './statistics.ts';
import { buildTrade, dailyTrades } from './test-support.ts';
import type { DailyReturn, StatisticsOptions } from './types.ts';

const UTC: StatisticsOptions = { startingBalance: 1000, timeZone: 'UTC' };

// Mon +100, Tue -200, a 500 deposit on Wed morning, Wed +100, Thu +150 (2025-03-03..06).
const trades = dailyTrades('2025-03-03', [100, -200, 100, 150]);
const deposit = { time: '2025-03-05T10:00:00Z', amount: 500 };

/** Sharpe and Sortino as docs/metrics.md writes them, from a listed series. */
function ratiosOf(daily: readonly DailyReturn[]): { sharpe: number; sortino: number } {
  const r = daily.flatMap((d) => (d.returnPct === null ? [] : [d.returnPct]));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const stdev = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
  const downside = Math.sqrt(r.reduce((a, b) => a + Math.min(b, 0) ** 2, 0) / r.length);
  return { sharpe: (mean / stdev) * Math.sqrt(252), sortino: (mean / downside) * Math.sqrt(252) };
}

describe('a deposit during a drawdown', () => {
  const stats = computeStatistics(trades, { ...UTC, cashFlows: [deposit] });

  it('moves the equity and the peak, not the P&L', () => {
    expect(stats.netPnl).toBe(150);
    expect(stats.endingEquity).toBe(1650);
    expect(stats.equityCurve.map((p) => [p.equity, p.tradeId ?? null])).toEqual([
      [1000, null],
      [1100, trades[0]?.id],
      [900, trades[1]?.id],
      [1400, null], // the deposit
      [1500, trades[2]?.id],
      [1650, trades[3]?.id],
    ]);
    expect(stats.equityCurve[3]?.time).toBe(deposit.time);
  });

  it('neither ends nor deepens the drawdown: recovered only when trading wins back the 200', () => {
    expect(stats.maxDrawdown).toBe(200);
    expect(stats.maxDrawdownPct).toBeCloseTo((200 / 1100) * 100, 10); // before the deposit
    expect(stats.recoveryFactor).toBe(0.75);
    expect(stats.drawdowns).toHaveLength(1);
    expect(stats.drawdowns[0]).toMatchObject({
      startTime: trades[0]?.closedAt,
      troughTime: trades[1]?.closedAt,
      endTime: trades[3]?.closedAt,
      depth: 200,
      trades: 3,
    });
  });

  it('counts in the equity at the previous close only from the next day', () => {
    expect(stats.dailyReturns.map((d) => [d.day, d.pnl])).toEqual([
      ['2025-03-03', 100],
      ['2025-03-04', -200],
      ['2025-03-05', 100],
      ['2025-03-06', 150],
    ]);
    const pct = stats.dailyReturns.map((d) => d.returnPct ?? NaN);
    expect(pct[0]).toBeCloseTo(10, 12); // 100 / 1000
    expect(pct[1]).toBeCloseTo((-200 / 1100) * 100, 12);
    expect(pct[2]).toBeCloseTo((100 / 900) * 100, 12); // the deposit came that morning
    expect(pct[3]).toBeCloseTo((150 / 1500) * 100, 12);
  });

  it('a withdrawal at a high is not a drawdown', () => {
    const withdrawn = computeStatistics(trades.slice(0, 1), {
      ...UTC,
      cashFlows: [{ time: '2025-03-03T16:00:00Z', amount: -100 }],
    });
    expect(withdrawn.maxDrawdown).toBe(0);
    expect(withdrawn.endingEquity).toBe(1000);
    expect(withdrawn.drawdowns).toEqual([]);
  });

  it('a withdrawal during a drawdown deepens its %, not its money', () => {
    // 1000 -> 700 (30 %) -> 900; 500 withdrawn: 400 under a peak of 500; then 250: 250 / 500 = 50 %.
    const list = dailyTrades('2025-03-03', [-300, 200, -150]);
    const options = { ...UTC, cashFlows: [{ time: '2025-03-05T09:00:00Z', amount: -500 }] };
    const stats = computeStatistics(list, options);
    expect(stats.maxDrawdown).toBe(300);
    expect(stats.maxDrawdownPct).toBe(50);
    expect(breakdown(list, 'symbol', options)[0]?.statistics.maxDrawdownPct).toBe(50);
  });

  it('a breakdown row sees the same flows', () => {
    const [row] = breakdown(trades, 'symbol', { ...UTC, cashFlows: [deposit] });
    expect(row?.statistics.maxDrawdown).toBe(200);
    expect(row?.statistics.endingEquity).toBe(1650);
  });
});

describe('days without exits', () => {
  it('weekdays between exits count as 0, weekends only with exits, flows on quiet days included', () => {
    const list = [
      buildTrade({ closedAt: '2025-03-06T15:00:00Z', netPnl: 50 }), // Thu
      buildTrade({ closedAt: '2025-03-09T12:00:00Z', netPnl: -30 }), // Sun (crypto)
      buildTrade({ closedAt: '2025-03-13T15:00:00Z', netPnl: 80 }), // Thu
    ];
    const stats = computeStatistics(list, {
      ...UTC,
      cashFlows: [{ time: '2025-03-11T09:00:00Z', amount: 1000 }], // Tue
    });
    expect(stats.dailyReturns.map((d) => [d.day, d.pnl, d.returnPct])).toEqual([
      ['2025-03-06', 50, 5],
      ['2025-03-07', 0, 0],
      ['2025-03-09', -30, expect.closeTo((-30 / 1050) * 100, 12)],
      ['2025-03-10', 0, 0],
      ['2025-03-11', 0, 0],
      ['2025-03-12', 0, 0],
      ['2025-03-13', 80, expect.closeTo((80 / 2020) * 100, 12)],
    ]);
    const expected = ratiosOf(stats.dailyReturns);
    expect(stats.sharpe).toBeCloseTo(expected.sharpe, 10);
    expect(stats.sortino).toBeCloseTo(expected.sortino, 10);
    // The breakdown row (no series) gives the same ratios.
    const [row] = breakdown(list, 'symbol', {
      ...UTC,
      cashFlows: [{ time: '2025-03-11T09:00:00Z', amount: 1000 }],
    });
    expect(row?.statistics.sharpe).toBeCloseTo(expected.sharpe, 10);
    expect(row?.statistics.sortino).toBeCloseTo(expected.sortino, 10);
  });

  it('no return while the equity at the previous close is 0 or less', () => {
    const stats = computeStatistics(dailyTrades('2025-03-03', [-1000, 0, 300]), UTC);
    expect(stats.dailyReturns.map((d) => d.returnPct)).toEqual([-100, null, null]);
    expect(stats.sharpe).toBeNull();
  });

  it('days are the trader’s: an exit at 23:30 on a New York Sunday is a Sunday', () => {
    const list = [
      buildTrade({ closedAt: '2025-03-07T20:00:00Z', netPnl: 100 }), // Fri 15:00 EST
      buildTrade({ closedAt: '2025-03-10T03:30:00Z', netPnl: -50 }), // Sun 23:30 EDT
      buildTrade({ closedAt: '2025-03-10T04:30:00Z', netPnl: 25 }), // Mon 00:30 EDT
    ];
    const stats = computeStatistics(list, { ...UTC, timeZone: 'America/New_York' });
    expect(stats.dailyReturns.map((d) => [d.day, d.pnl])).toEqual([
      ['2025-03-07', 100],
      ['2025-03-09', -50],
      ['2025-03-10', 25],
    ]);
    expect(stats.dailyReturns[1]?.returnPct).toBeCloseTo((-50 / 1100) * 100, 12);
    // In UTC both later exits are on Monday the 10th.
    expect(computeStatistics(list, UTC).dailyReturns.map((d) => [d.day, d.pnl])).toEqual([
      ['2025-03-07', 100],
      ['2025-03-10', -25],
    ]);
  });
});
