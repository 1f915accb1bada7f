// A breakdown row is computed without its series (and with cash flows taken in runs); the full
// statistics walk every point. Over generated journals with deposits and withdrawals, both must
// give the same figures for the same trades.
import { describe, expect, it } from 'vitest';
import { breakdown } from './breakdown.ts';
import { seededRandom } from './monte-carlo.ts';
import { computeStatistics } from './statistics.ts';
import { buildTrade } from './test-support.ts';
import type { AnalyticsTrade, CashFlow, StatisticsOptions } from './types.ts';

function journal(
  seed: number,
  startingBalance = 2000,
): { trades: AnalyticsTrade[]; options: StatisticsOptions } {
  const random = seededRandom(seed);
  const start = Date.parse('2025-01-06T00:00:00Z');
  const trades = Array.from({ length: 60 }, (_, k) => {
    const opened = start + Math.floor(random() * 40 * 86_400_000);
    const closed = opened + Math.floor(random() * 3 * 86_400_000);
    const risk = random() < 0.7 ? 100 : null;
    const netPnl = Math.round((random() - 0.5) * 60_000) / 100;
    return buildTrade({
      id: `g${seed}-${k}`,
      symbol: ['A', 'B', 'C', 'D'][Math.floor(random() * 4)],
      openedAt: new Date(opened).toISOString(),
      closedAt: new Date(closed).toISOString(),
      netPnl,
      initialRisk: risk,
      rMultiple: risk === null ? null : netPnl / risk,
    });
  });
  const cashFlows: CashFlow[] = Array.from({ length: 12 }, () => ({
    time: new Date(start + Math.floor(random() * 45 * 86_400_000)).toISOString(),
    amount: Math.round((random() - 0.4) * 150_000) / 100,
  }));
  return { trades, options: { startingBalance, timeZone: 'Pacific/Auckland', cashFlows } };
}

describe('breakdown rows and full statistics agree', () => {
  // A small balance: withdrawals take the equity to 0 or below between a row's exit days.
  it.each([
    [1, 2000],
    [2, 2000],
    [3, 2000],
    [4, 2000],
    [5, 2000],
    [6, 2000],
    [7, 2000],
    [8, 2000],
    [9, 100],
    [10, 100],
    [11, 100],
    [12, 100],
  ])('on generated journal %i, starting balance %i', (seed, startingBalance) => {
    const { trades, options } = journal(seed, startingBalance);
    for (const row of breakdown(trades, 'symbol', options)) {
      const subset = trades.filter((trade) => trade.symbol === row.key);
      const {
        equityCurve: _c,
        dailyReturns: _d,
        drawdowns: _p,
        ...full
      } = computeStatistics(subset, options);
      for (const [field, value] of Object.entries(full)) {
        const got = row.statistics[field as keyof typeof full];
        if (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value))
          expect(got, `${row.key} ${field}`).toBeCloseTo(value, 9);
        else expect(got, `${row.key} ${field}`).toEqual(value);
      }
    }
  });

  it('the generated journals do meet flows inside drawdowns', () => {
    const { trades, options } = journal(3);
    const stats = computeStatistics(trades, options);
    const flowTimes = new Set(options.cashFlows?.map((flow) => flow.time));
    const inside = stats.drawdowns.some((period) =>
      [...flowTimes].some(
        (time) => period.startTime < time && (period.endTime === null || time < period.endTime),
      ),
    );
    expect(inside).toBe(true);
  });
});
