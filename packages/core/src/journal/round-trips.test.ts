import { describe, expect, it } from 'vitest';
import { JournalInputError, type Execution } from './execution.ts';
import { splitRoundTrips } from './round-trips.ts';

function fill(
  time: string,
  side: 'buy' | 'sell',
  quantity: number | string,
  price: number | string,
  extra: Partial<Execution> & Record<string, unknown> = {},
): Execution {
  return { time, side, quantity, price, ...extra };
}

const T = (minute: number): string => `2026-03-09T14:${String(minute).padStart(2, '0')}:00Z`;

describe('splitRoundTrips', () => {
  it('returns no trips for no fills', () => {
    expect(splitRoundTrips([])).toEqual([]);
  });

  it('cuts at each flat position, the last trip open', () => {
    const fills = [
      fill(T(0), 'buy', 100, 10),
      fill(T(1), 'sell', 100, 11),
      fill(T(2), 'sell', 50, 12),
      fill(T(3), 'buy', 50, 11),
      fill(T(4), 'buy', 10, 11),
    ];
    const trips = splitRoundTrips(fills);
    expect(trips.map((trip) => [trip.direction, trip.open, trip.executions.length])).toEqual([
      ['long', false, 2],
      ['short', false, 2],
      ['long', true, 1],
    ]);
    expect(trips[1]?.executions[0]).toBe(fills[2]); // fills that are not split are the same objects
  });

  it('splits a fill that crosses zero, sharing its costs by quantity', () => {
    const trips = splitRoundTrips([
      fill(T(0), 'buy', 100, 10, { id: 'a', commission: 1 }),
      fill(T(1), 'sell', 150, 11, { id: 'b', commission: 3, fees: '0.30', brokerExecutionId: 'X1' }),
    ]);
    expect(trips).toEqual([
      {
        direction: 'long',
        open: false,
        executions: [
          { time: T(0), side: 'buy', quantity: 100, price: 10, id: 'a', commission: 1 },
          {
            time: T(1),
            side: 'sell',
            quantity: '100',
            price: 11,
            id: 'b',
            commission: '2',
            fees: '0.2',
            brokerExecutionId: 'X1',
          },
        ],
      },
      {
        direction: 'short',
        open: true,
        executions: [
          {
            time: T(1),
            side: 'sell',
            quantity: '50',
            price: 11,
            id: 'b',
            commission: '1',
            fees: '0.1',
            brokerExecutionId: 'X1',
          },
        ],
      },
    ]);
  });

  it('flips twice in a row, each split part summing to its fill', () => {
    // +100, then sell 300 to -200, then buy 400 to +200
    const trips = splitRoundTrips([
      fill(T(0), 'buy', 100, 10),
      fill(T(1), 'sell', 300, 11, { commission: 1 }),
      fill(T(2), 'buy', 400, 9, { commission: '1', fees: null }),
    ]);
    expect(trips.map((trip) => [trip.direction, trip.open])).toEqual([
      ['long', false],
      ['short', false],
      ['long', true],
    ]);
    const [first, second, third] = trips;
    // 1 x 100 / 300 = 0.33333333333... rounded to 10 places; the rest goes to the opening part
    expect(first?.executions[1]).toMatchObject({ side: 'sell', quantity: '100', commission: '0.3333333333' });
    expect(second?.executions[0]).toMatchObject({
      side: 'sell',
      quantity: '200',
      commission: '0.6666666667',
    });
    expect(second?.executions[1]).toMatchObject({
      side: 'buy',
      quantity: '200',
      commission: '0.5',
      fees: null,
    });
    expect(third?.executions).toEqual([
      { time: T(2), side: 'buy', quantity: '200', price: 9, commission: '0.5', fees: null },
    ]);
  });

  it('rounds the closing share half away from zero at the 10th place', () => {
    // 0.00000000015 x 1 / 2 = 0.000000000075 -> 0.0000000001 (half up), the rest 0.00000000005
    const trips = splitRoundTrips([
      fill(T(0), 'sell', 1, 10),
      fill(T(1), 'buy', 2, 10, { fees: '0.00000000015' }),
    ]);
    expect(trips[0]?.executions[1]?.fees).toBe('0.0000000001');
    expect(trips[1]?.executions[0]?.fees).toBe('0.00000000005');
  });

  it('decides flatness exactly: 0.1 + 0.2 - 0.3 is flat', () => {
    const trips = splitRoundTrips([
      fill(T(0), 'buy', 0.1, 100),
      fill(T(1), 'buy', 0.2, 100),
      fill(T(2), 'sell', 0.3, 101),
      fill(T(3), 'sell', '0.00012345', 101),
    ]);
    expect(trips.map((trip) => [trip.direction, trip.open, trip.executions.length])).toEqual([
      ['long', false, 3],
      ['short', true, 1],
    ]);
  });

  it('splits fractional quantities exactly', () => {
    const trips = splitRoundTrips([fill(T(0), 'buy', '0.00012345', 43000), fill(T(1), 'sell', 0.001, 43100)]);
    expect(trips[0]?.executions[1]?.quantity).toBe('0.00012345');
    expect(trips[1]?.executions[0]?.quantity).toBe('0.00087655');
  });

  it('orders fills by instant, not by their text', () => {
    const entry = fill('2026-03-09T15:30:00+02:00', 'buy', 10, 5); // 13:30Z, its text sorts last
    const exit = fill('2026-03-09T14:00:00Z', 'sell', 10, 6);
    const trips = splitRoundTrips([exit, entry]);
    expect(trips).toEqual([{ direction: 'long', open: false, executions: [entry, exit] }]);
  });

  it('keeps the given order of fills at one instant', () => {
    const sell = fill('2026-03-09T11:00:00-04:00', 'sell', 5, 6); // 15:00Z
    const buy = fill('2026-03-09T15:00:00Z', 'buy', 5, 5);
    expect(splitRoundTrips([sell, buy])).toEqual([
      { direction: 'short', open: false, executions: [sell, buy] },
    ]);
    expect(splitRoundTrips([buy, sell])).toEqual([
      { direction: 'long', open: false, executions: [buy, sell] },
    ]);
  });

  it('orders fills across a daylight-saving change by instant', () => {
    // America/New_York springs forward at 2026-03-08 02:00 EST: 01:59-05:00 and 03:00-04:00 are one minute apart
    const before = fill('2026-03-08T01:59:00-05:00', 'buy', 1, 100);
    const after = fill('2026-03-08T03:00:00-04:00', 'sell', 1, 101);
    expect(splitRoundTrips([after, before])[0]?.executions).toEqual([before, after]);
  });

  it('refuses fills it cannot read, naming the field', () => {
    const bad = (fills: Execution[]): unknown => {
      try {
        splitRoundTrips(fills);
      } catch (error) {
        return error instanceof JournalInputError ? [error.code, error.field] : error;
      }
      return 'no error';
    };
    expect(bad([fill(T(0), 'buy', 1, 1), fill('2026-03-09 14:00', 'sell', 1, 1)])).toEqual([
      'TRADE-004',
      'executions[1].time',
    ]);
    expect(bad([fill(T(0), 'buy', 0, 1)])).toEqual(['TRADE-003', 'executions[0].quantity']);
    expect(bad([fill(T(0), 'buy', '-2', 1)])).toEqual(['TRADE-003', 'executions[0].quantity']);
    expect(bad([fill(T(0), 'buy', 'ten', 1)])).toEqual(['TRADE-003', 'executions[0].quantity']);
  });
});
