import { describe, expect, it } from 'vitest';
import { reduceTotals, winRate, type LogTotals, type TotalsGroup } from './log-totals';

const group = (
  currency: string | null,
  result: string | null,
  trades: number,
  net: string | null,
  r: string | null,
) => ({ currency, result, trades, net, r }) satisfies TotalsGroup;

describe('reduceTotals', () => {
  it('counts trades, closed and wins, and keeps each currency apart, busiest first', () => {
    expect(
      reduceTotals([
        group('EUR', 'win', 4, '40', '1.5'),
        group('USD', 'win', 3, '300.50', '3'),
        group('USD', 'loss', 2, '-120.25', '-2'),
        group('USD', null, 1, null, null),
        group(null, 'breakeven', 1, '0', '0'),
      ]),
    ).toEqual({
      trades: 11,
      closed: 10,
      wins: 7,
      net: [
        { currency: 'USD', amount: '180.25' },
        { currency: 'EUR', amount: '40' },
        { currency: '', amount: '0' },
      ],
      r: '2.5',
      rTrades: 10,
    });
  });

  it('counts the closed trades the sum of R covers, not those without a stop', () => {
    const totals = reduceTotals([
      { ...group('USD', 'win', 40, '900', '53.81'), rTrades: 12 },
      { ...group('USD', 'loss', 33, '-3631.78', null), rTrades: 0 },
      group('USD', null, 2, null, null),
    ]);
    expect(totals).toMatchObject({ closed: 73, rTrades: 12, r: '53.81' });
  });

  it('is all zero for no trades', () => {
    expect(reduceTotals([])).toEqual({ trades: 0, closed: 0, wins: 0, net: [], r: '0', rTrades: 0 });
  });
});

describe('winRate', () => {
  const totals = (closed: number, wins: number): LogTotals => ({
    trades: closed,
    closed,
    wins,
    net: [],
    r: '0',
    rTrades: 0,
  });

  it.each([
    [10, 7, '70.0%'],
    [3, 2, '66.7%'],
    [3, 0, '0.0%'],
    [1, 1, '100.0%'],
    [0, 0, null],
  ])('%i closed, %i won', (closed, wins, expected) => {
    expect(winRate(totals(closed, wins))).toBe(expected);
  });
});
