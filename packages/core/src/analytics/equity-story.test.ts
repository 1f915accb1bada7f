import { describe, expect, it } from 'vitest';
import { reconcileEquity, tradePnlCurve } from './equity-story.ts';
import { computeStatistics } from './statistics.ts';
import { thinEquityCurve } from './thin-curve.ts';
import { dailyTrades } from './test-support.ts';

// Mon +100, Tue -200.25, a 500 deposit Wed morning, Wed +100, a 320.10 withdrawal Thu, Thu +150.
const trades = dailyTrades('2025-03-03', [100, -200.25, 100, 150]);
const cashFlows = [
  { time: '2025-03-05T10:00:00Z', amount: 500 },
  { time: '2025-03-06T09:00:00Z', amount: -320.1 },
];
const stats = computeStatistics(trades, { startingBalance: 10_000, timeZone: 'UTC', cashFlows });

describe('reconcileEquity', () => {
  it('adds start, trading and cash flows up to the end, each told apart', () => {
    const story = reconcileEquity(stats.equityCurve);
    expect(story).toEqual({
      start: 10_000,
      netPnl: 149.75,
      deposits: 500,
      withdrawals: -320.1,
      end: 10_329.65,
      flows: [
        { time: '2025-03-05T10:00:00Z', amount: 500, equity: 10_399.75 },
        { time: '2025-03-06T09:00:00Z', amount: -320.1, equity: 10_179.65 },
      ],
    });
    expect(story?.netPnl).toBe(stats.netPnl);
    expect(story?.end).toBe(stats.endingEquity);
  });

  it('reads the same from a thinned curve, which keeps every flow with the point before it', () => {
    const many = dailyTrades(
      '2025-01-01',
      Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? -40 : 25)),
    );
    const flows = [
      { time: '2025-03-01T10:00:00Z', amount: 1_000 },
      { time: '2025-06-01T10:00:00Z', amount: -250 },
    ];
    const whole = computeStatistics(many, { startingBalance: 5_000, timeZone: 'UTC', cashFlows: flows });
    const thinned = thinEquityCurve(whole.equityCurve, 30);
    expect(thinned.length).toBeLessThan(whole.equityCurve.length);
    expect(reconcileEquity(thinned)).toEqual(reconcileEquity(whole.equityCurve));
    expect(reconcileEquity(thinned)?.netPnl).toBe(whole.netPnl);
  });

  it('has nothing to tell of an empty curve', () => {
    expect(reconcileEquity([])).toBeNull();
  });
});

describe('tradePnlCurve', () => {
  it('is the running net P&L of the trades alone: from zero, no balance, no cash-flow step', () => {
    const curve = tradePnlCurve(stats.equityCurve);
    expect(curve.map((point) => [point.equity, point.tradeId ?? null])).toEqual([
      [0, null],
      [100, trades[0]?.id],
      [-100.25, trades[1]?.id],
      [-0.25, trades[2]?.id],
      [149.75, trades[3]?.id],
    ]);
    expect(curve.at(-1)?.equity).toBe(stats.netPnl);
  });

  it('ends at the one trade of a playbook whatever the accounts hold', () => {
    const one = dailyTrades('2025-03-03', [996]);
    const withAccounts = computeStatistics(one, {
      startingBalance: 24_500,
      timeZone: 'UTC',
      cashFlows: [{ time: '2025-03-01T00:00:00Z', amount: 1_145.46 }],
    });
    const curve = tradePnlCurve(withAccounts.equityCurve);
    expect(curve.map((point) => point.equity)).toEqual([0, 996]);
  });
});
