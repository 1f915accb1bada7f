import { breakdown, computeStatistics, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { ariaSort, breakdownToCsv, labelledRows, nextSort, sortRows, type ReportRow } from './reports-table';

const options = { startingBalance: 10_000, timeZone: 'America/New_York' };

function trade(id: string, symbol: string, netPnl: number, rMultiple: number | null): AnalyticsTrade {
  const day = String(10 + Number(id)).padStart(2, '0');
  return {
    id,
    symbol,
    openedAt: `2025-03-${day}T14:30:00.000Z`,
    closedAt: `2025-03-${day}T15:30:00.000Z`,
    netPnl,
    grossPnl: netPnl + 1,
    costs: 1,
    initialRisk: rMultiple === null ? null : 100,
    rMultiple,
  };
}

// AAPL: two wins; MSFT: a win and a loss; TSLA: one loss without a stop.
const trades = [
  trade('1', 'AAPL', 200, 2),
  trade('2', 'MSFT', -150, -1.5),
  trade('3', 'AAPL', 100, 1),
  trade('4', 'MSFT', 50, 0.5),
  trade('5', 'TSLA', -300, null),
];
const rows: ReportRow[] = labelledRows(breakdown(trades, 'symbol', options), (row) => row.label);

function order(sorted: readonly ReportRow[]): string[] {
  return sorted.map((row) => row.key);
}

describe('sortRows', () => {
  it("keeps the engine's order without a sort", () => {
    expect(order(sortRows(rows, null))).toEqual(['AAPL', 'MSFT', 'TSLA']);
  });

  it('sorts by a figure either way', () => {
    expect(order(sortRows(rows, { column: 'netPnl', direction: 'descending' }))).toEqual([
      'AAPL',
      'MSFT',
      'TSLA',
    ]);
    expect(order(sortRows(rows, { column: 'netPnl', direction: 'ascending' }))).toEqual([
      'TSLA',
      'MSFT',
      'AAPL',
    ]);
  });

  it('puts unknown figures last in both directions and an unbounded profit factor first', () => {
    // Avg R: AAPL 1.5, MSFT -0.5, TSLA none (no stop).
    expect(order(sortRows(rows, { column: 'expectancyR', direction: 'ascending' }))).toEqual([
      'MSFT',
      'AAPL',
      'TSLA',
    ]);
    expect(order(sortRows(rows, { column: 'expectancyR', direction: 'descending' }))).toEqual([
      'AAPL',
      'MSFT',
      'TSLA',
    ]);
    // Profit factor: AAPL ∞ (no loss), MSFT 1/3, TSLA 0.
    expect(order(sortRows(rows, { column: 'profitFactor', direction: 'descending' }))).toEqual([
      'AAPL',
      'MSFT',
      'TSLA',
    ]);
  });

  it('sorts labels as text with numbers in numeric order, ties kept in place', () => {
    const numbered = ['Setup 10', 'Setup 9', 'setup 2'].map((label, index) => ({
      ...(rows[0] as ReportRow),
      key: String(index),
      label,
    }));
    expect(sortRows(numbered, { column: 'label', direction: 'ascending' }).map((row) => row.label)).toEqual([
      'setup 2',
      'Setup 9',
      'Setup 10',
    ]);
    const tied = rows.map((row, index) => ({ ...row, key: `k${index}` }));
    expect(order(sortRows(tied, { column: 'tradeCount', direction: 'descending' }))).toEqual([
      'k0',
      'k1',
      'k2',
    ]);
  });
});

describe('nextSort and ariaSort', () => {
  it('starts a figure descending and a label ascending, and flips on a second click', () => {
    const first = nextSort(null, 'netPnl');
    expect(first).toEqual({ column: 'netPnl', direction: 'descending' });
    expect(nextSort(first, 'netPnl')).toEqual({ column: 'netPnl', direction: 'ascending' });
    expect(nextSort(first, 'label')).toEqual({ column: 'label', direction: 'ascending' });
    expect(ariaSort(first, 'netPnl')).toBe('descending');
    expect(ariaSort(first, 'label')).toBe('none');
    expect(ariaSort(null, 'label')).toBe('none');
  });
});

describe('breakdownToCsv', () => {
  it('writes the rows as shown, then the totals of every trade', () => {
    const sorted = sortRows(rows, { column: 'netPnl', direction: 'ascending' });
    const totals = computeStatistics(trades, options);
    const csv = breakdownToCsv('Symbol', 'USD', sorted, totals);
    expect(csv.split('\r\n')).toEqual([
      'Symbol,Trades,Win rate,Net P&L (USD),Expectancy (USD),Profit factor,Avg R,Avg win (USD),Avg loss (USD),Largest win (USD),Largest loss (USD)',
      'TSLA,1,0.0,-300.00,-300.00,0.00,,,-300.00,,-300.00',
      'MSFT,2,50.0,-100.00,-50.00,0.33,-0.50,50.00,-150.00,50.00,-150.00',
      'AAPL,2,100.0,300.00,150.00,Infinity,1.50,150.00,,200.00,',
      'Total,5,60.0,-100.00,-20.00,0.78,0.50,116.67,-225.00,200.00,-300.00',
      '',
    ]);
  });

  it('writes only the header for a table without rows or totals', () => {
    expect(breakdownToCsv('Tag', 'EUR', [], null).split('\r\n')).toHaveLength(2);
  });
});
