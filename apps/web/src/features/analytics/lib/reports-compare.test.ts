import { breakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { compareRows, compareToCsv, difference, sideValue } from './reports-compare';
import { labelledRows } from './reports-table';

const options = { startingBalance: 10_000, timeZone: 'UTC' };

function trade(id: string, symbol: string, day: string, netPnl: number): AnalyticsTrade {
  return {
    id,
    symbol,
    openedAt: `${day}T10:00:00.000Z`,
    closedAt: `${day}T11:00:00.000Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

const january = labelledRows(
  breakdown(
    [trade('1', 'AAPL', '2025-01-06', 100.1), trade('2', 'MSFT', '2025-01-07', -40)],
    'symbol',
    options,
  ),
  (row) => row.label,
);
const february = labelledRows(
  breakdown(
    [
      trade('3', 'TSLA', '2025-02-03', 25),
      trade('4', 'AAPL', '2025-02-04', 100.3),
      trade('5', 'AAPL', '2025-02-05', -0.1),
    ],
    'symbol',
    options,
  ),
  (row) => row.label,
);

describe('compareRows', () => {
  it("lists the left side's keys, then the right side's new ones, each with both sides", () => {
    const rows = compareRows(january, february);
    expect(rows.map((row) => [row.key, row.left !== null, row.right !== null])).toEqual([
      ['AAPL', true, true],
      ['MSFT', true, false],
      ['TSLA', false, true],
    ]);
  });
});

describe('difference', () => {
  const [aapl, msft, tsla] = compareRows(january, february);

  it('is right minus left, to the digits shown', () => {
    // 100.10 then 100.30 - 0.10: a change of 0.10 exactly, not its binary neighbour.
    expect(aapl && difference(aapl, 'netPnl')).toBe(0.1);
    expect(aapl && difference(aapl, 'tradeCount')).toBe(1);
    // 100 % then 50 %: 50 points down.
    expect(aapl && difference(aapl, 'winRatePct')).toBe(-50);
  });

  it('counts a side without trades as 0 trades and 0 P&L, and nothing else', () => {
    expect(msft && sideValue(msft.right, 'netPnl')).toBe(0);
    expect(msft && difference(msft, 'netPnl')).toBe(40);
    expect(tsla && difference(tsla, 'tradeCount')).toBe(1);
    expect(tsla && difference(tsla, 'expectancy')).toBeNull();
    expect(tsla && difference(tsla, 'winRatePct')).toBeNull();
  });
});

describe('compareToCsv', () => {
  it('writes each figure for both sides and the change, money in its currency', () => {
    const csv = compareToCsv('Symbol', { left: 'A', right: 'B' }, 'USD', compareRows(january, february));
    expect(csv.split('\r\n')).toEqual([
      'Symbol,Trades A,Trades B,Trades change,Win rate A,Win rate B,Win rate change,Net P&L A (USD),Net P&L B (USD),Net P&L change (USD),Expectancy A (USD),Expectancy B (USD),Expectancy change (USD)',
      'AAPL,1,2,1,100.0,50.0,-50.0,100.10,100.20,0.10,100.10,50.10,-50.00',
      'MSFT,1,0,-1,0.0,,,-40.00,0.00,40.00,-40.00,,',
      'TSLA,0,1,1,,100.0,,0.00,25.00,25.00,,25.00,',
      '',
    ]);
  });

  it('ends with the totals row when given', () => {
    const [first] = compareRows(january, february);
    const totals = first && { ...first, label: 'Total' };
    const csv = compareToCsv('Symbol', { left: 'A', right: 'B' }, 'USD', [], totals ?? null);
    expect(csv.split('\r\n')[1]).toBe('Total,1,2,1,100.0,50.0,-50.0,100.10,100.20,0.10,100.10,50.10,-50.00');
  });
});
