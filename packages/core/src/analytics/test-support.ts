// A trade for tests: a one-hour winner on 2025-03-03 in UTC unless told otherwise.
import type { AnalyticsTrade } from './types.ts';

let next = 0;

export function buildTrade(overrides: Partial<AnalyticsTrade> = {}): AnalyticsTrade {
  next++;
  const netPnl = overrides.netPnl ?? 100;
  const costs = overrides.costs ?? 0;
  return {
    id: `t${next}`,
    symbol: 'AAPL',
    openedAt: '2025-03-03T14:00:00Z',
    closedAt: '2025-03-03T15:00:00Z',
    grossPnl: netPnl + costs,
    initialRisk: null,
    rMultiple: null,
    ...overrides,
    netPnl,
    costs,
  };
}

/** Trades closing one per day from a start day (UTC, 15:00), with the given net P&L each. */
export function dailyTrades(
  startDay: string,
  pnls: readonly number[],
  overrides: Partial<AnalyticsTrade> = {},
): AnalyticsTrade[] {
  const start = Date.parse(`${startDay}T00:00:00Z`);
  return pnls.map((netPnl, k) =>
    buildTrade({
      openedAt: new Date(start + k * 86_400_000 + 14 * 3_600_000).toISOString(),
      closedAt: new Date(start + k * 86_400_000 + 15 * 3_600_000).toISOString(),
      netPnl,
      ...overrides,
    }),
  );
}
