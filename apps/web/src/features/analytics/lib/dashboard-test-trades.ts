// Hand-made trades for the dashboard's helper tests: days and results chosen so every figure can
// be checked by hand.
import type { AnalyticsTrade } from '@edgelog/core';

export function dashboardTrade(
  id: string,
  closedAt: string,
  netPnl: number,
  rMultiple: number | null = null,
): AnalyticsTrade {
  const closed = Date.parse(closedAt);
  return {
    id,
    openedAt: new Date(closed - 3_600_000).toISOString(),
    closedAt,
    netPnl,
    grossPnl: netPnl + 2,
    costs: 2,
    initialRisk: rMultiple === null ? null : 100,
    rMultiple,
  };
}

export const STATISTICS_OPTIONS = { startingBalance: 10_000, timeZone: 'America/New_York' } as const;
