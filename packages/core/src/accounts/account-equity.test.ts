import { describe, expect, it } from 'vitest';
import { accountEquitySeries, equitySparklineGeometry } from './account-equity.ts';

describe('accountEquitySeries', () => {
  it('walks from the starting balance through transactions and closed trades in time order', () => {
    const series = accountEquitySeries({
      startingBalance: '10000',
      startingDate: '2026-01-02',
      transactions: [
        // 23:00 UTC on the 9th, an hour after the losing trade closed.
        { occurredAt: '2026-01-10T00:00:00+01:00', amount: '-200' },
        { occurredAt: '2026-01-03T10:00:00+00:00', amount: '500' },
      ],
      closedTrades: [
        { closedAt: '2026-01-09T22:00:00+00:00', netPnl: '-75.5' },
        { closedAt: '2026-01-05T15:00:00.123456+00:00', netPnl: '150.25' },
      ],
    });
    expect(series).toEqual({
      fromStart: true,
      points: [
        { at: '2026-01-02', balance: '10000' },
        { at: '2026-01-03T10:00:00+00:00', balance: '10500' },
        { at: '2026-01-05T15:00:00.123456+00:00', balance: '10650.25' },
        { at: '2026-01-09T22:00:00+00:00', balance: '10574.75' },
        { at: '2026-01-10T00:00:00+01:00', balance: '10374.75' },
      ],
    });
  });

  it('counts a transaction before a trade closed at the same instant', () => {
    const at = '2026-02-02T12:00:00+00:00';
    const series = accountEquitySeries({
      startingBalance: '0',
      startingDate: null,
      transactions: [{ occurredAt: at, amount: '1000' }],
      closedTrades: [{ closedAt: at, netPnl: '-1000' }],
    });
    expect(series.points.map((point) => point.balance)).toEqual(['0', '1000', '0']);
  });

  it('ends on the exact sum, however many cents it adds', () => {
    const series = accountEquitySeries({
      startingBalance: '0.3',
      startingDate: null,
      transactions: [],
      closedTrades: Array.from({ length: 1000 }, (_unused, index) => ({
        closedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
        netPnl: index % 2 === 0 ? '0.1' : '-0.2',
      })),
    });
    expect(series.points).toHaveLength(1001);
    expect(series.points.at(-1)?.balance).toBe('-49.7');
  });

  it('is the starting balance alone for an account nothing has moved yet', () => {
    expect(
      accountEquitySeries({
        startingBalance: '2500.00',
        startingDate: null,
        transactions: [],
        closedTrades: [],
      }),
    ).toEqual({ fromStart: true, points: [{ at: null, balance: '2500.00' }] });
  });

  it('from the latest trades only, begins at the balance less what came after and ends at the balance', () => {
    const series = accountEquitySeries({
      startingBalance: '5000',
      startingDate: '2025-01-01',
      transactions: [
        { occurredAt: '2026-03-01T09:00:00Z', amount: '9000' },
        { occurredAt: '2026-03-05T12:00:00Z', amount: '-10' },
      ],
      closedTrades: [
        { closedAt: '2026-03-06T16:00:00Z', netPnl: '-50' },
        { closedAt: '2026-03-05T10:00:00Z', netPnl: '100' },
      ],
      partial: { balance: '12000' },
    });
    expect(series).toEqual({
      fromStart: false,
      points: [
        { at: null, balance: '11960' },
        { at: '2026-03-05T10:00:00Z', balance: '12060' },
        { at: '2026-03-05T12:00:00Z', balance: '12050' },
        { at: '2026-03-06T16:00:00Z', balance: '12000' },
      ],
    });
  });

  it('refuses a time it cannot place', () => {
    expect(() =>
      accountEquitySeries({
        startingBalance: '0',
        startingDate: null,
        transactions: [{ occurredAt: 'yesterday', amount: '1' }],
        closedTrades: [],
      }),
    ).toThrow(RangeError);
  });
});

describe('equitySparklineGeometry', () => {
  const box = { width: 100, height: 20, inset: 1 };

  it('puts the highest balance at the top and the lowest at the bottom, evenly across', () => {
    expect(equitySparklineGeometry(['100', '110', '90'], box)).toEqual({
      points: '1,10 50,1 99,19',
      end: { x: 99, y: 19 },
      startY: 10,
    });
  });

  it('draws an unchanged balance flat through the middle', () => {
    expect(equitySparklineGeometry(['5', '5', '5'], box)?.points).toBe('1,10 50,10 99,10');
    expect(equitySparklineGeometry(['5'], box)).toEqual({
      points: '1,10 99,10',
      end: { x: 99, y: 10 },
      startY: 10,
    });
  });

  it('scales negative balances like any other', () => {
    expect(equitySparklineGeometry(['0', '-100'], { width: 10, height: 10, inset: 0 })?.points).toBe(
      '0,0 10,10',
    );
  });

  it('has nothing to draw without balances', () => {
    expect(equitySparklineGeometry([], box)).toBeNull();
  });
});
