import { breakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { sideRows } from './performance-sides';

function trade(id: string, side: 'long' | 'short', netPnl: number): AnalyticsTrade {
  return {
    id,
    side,
    openedAt: '2025-03-03T14:00:00Z',
    closedAt: '2025-03-03T15:00:00Z',
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

const options = { startingBalance: 10_000, timeZone: 'UTC' };

describe('long against short', () => {
  it('puts each side’s breakdown figures side by side', () => {
    const rows = sideRows(
      breakdown([trade('a', 'long', 100), trade('b', 'long', -40), trade('c', 'short', 25)], 'side', options),
    );
    const net = rows.find((row) => row.field === 'netPnl');
    expect(net).toMatchObject({ label: 'Net P&L', kind: 'money', signed: true });
    expect(net?.long.value).toBe(60);
    expect(net?.short.value).toBe(25);
    expect(rows.find((row) => row.field === 'profitFactor')?.short.value).toBe(Infinity);
  });

  it('says why a side has no figure: no trades on it, or no stop', () => {
    const rows = sideRows(breakdown([trade('a', 'long', 100)], 'side', options));
    expect(rows.find((row) => row.field === 'tradeCount')?.short).toEqual({
      value: null,
      missing: 'No short trades in this period',
    });
    expect(rows.find((row) => row.field === 'expectancyR')?.long.missing).toMatch(/set a stop/);
  });
});
