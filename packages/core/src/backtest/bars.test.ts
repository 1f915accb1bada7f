import { describe, expect, it } from 'vitest';
import { localTime, ohlcvFromPriceBars, sessionClock, weekdayOf } from './bars.ts';

const DAY = 86_400_000;
const MIN = 60_000;
/** Local wall time as if UTC. */
const wall = (iso: string): number => Date.parse(`${iso}Z`);

describe('sessionClock', () => {
  const stock = sessionClock({ open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] });
  const future = sessionClock({ open: '18:00', close: '17:00', days: [0, 1, 2, 3, 4] });
  const coin = sessionClock({ open: '00:00', close: '00:00' });

  it('finds the session holding a local time, and none outside the hours or on a closed day', () => {
    expect(stock.length).toBe(390 * MIN);
    expect(stock.startOf(wall('2025-03-03T09:30:00'))).toBe(wall('2025-03-03T09:30:00'));
    expect(stock.startOf(wall('2025-03-03T15:59:00'))).toBe(wall('2025-03-03T09:30:00'));
    expect(stock.startOf(wall('2025-03-03T16:00:00'))).toBeNaN();
    expect(stock.startOf(wall('2025-03-03T09:29:00'))).toBeNaN();
    expect(stock.startOf(wall('2025-03-08T10:00:00'))).toBeNaN(); // Saturday
  });

  it('reads a session that closes the next day', () => {
    expect(future.length).toBe(23 * 60 * MIN);
    expect(future.startOf(wall('2025-03-03T10:00:00'))).toBe(wall('2025-03-02T18:00:00'));
    expect(future.startOf(wall('2025-03-03T17:30:00'))).toBeNaN(); // the daily break
    expect(future.startOf(wall('2025-03-07T18:30:00'))).toBeNaN(); // Friday evening: closed
    expect(future.startOf(wall('2025-03-09T18:30:00'))).toBe(wall('2025-03-09T18:00:00')); // Sunday
  });

  it('takes equal open and close as 24 hours', () => {
    expect(coin.length).toBe(DAY);
    expect(coin.startOf(wall('2025-03-08T23:59:00'))).toBe(wall('2025-03-08T00:00:00'));
  });

  it('finds the next open after a time, skipping closed days', () => {
    expect(stock.nextOpen(wall('2025-03-07T16:00:00'))).toBe(wall('2025-03-10T09:30:00'));
    expect(stock.nextOpen(wall('2025-03-03T08:00:00'))).toBe(wall('2025-03-03T09:30:00'));
    expect(stock.nextOpen(wall('2025-03-03T09:30:00'))).toBe(wall('2025-03-04T09:30:00'));
    expect(future.nextOpen(wall('2025-03-06T17:00:00'))).toBe(wall('2025-03-06T18:00:00'));
    expect(future.nextOpen(wall('2025-03-07T17:00:00'))).toBe(wall('2025-03-09T18:00:00'));
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => sessionClock({ open: '9:30', close: '16:00' })).toThrow(RangeError);
    expect(() => sessionClock({ open: '24:00', close: '16:00' })).toThrow(RangeError);
  });
});

describe('bars', () => {
  it('tells the weekday of a day count', () => {
    expect(weekdayOf(0)).toBe(4); // 1970-01-01, a Thursday
    expect(weekdayOf(Math.floor(Date.parse('2025-03-03T00:00:00Z') / DAY))).toBe(1);
    expect(weekdayOf(-1)).toBe(3);
  });

  it('reads wall time in a zone', () => {
    expect(localTime('America/New_York', Date.parse('2025-03-03T14:30:00Z'))).toBe(
      wall('2025-03-03T09:30:00'),
    );
    expect(localTime('America/New_York', Date.parse('2025-03-10T13:30:00Z'))).toBe(
      wall('2025-03-10T09:30:00'),
    );
  });

  it("reads the stored series' decimal text as numbers, volume 0 when the file had none", () => {
    expect(
      ohlcvFromPriceBars([
        { time: '2025-03-03T14:30:00Z', open: '187.50', high: '188', low: '187.1', close: '187.80' },
        { time: '2025-03-03T14:31:00Z', open: '1', high: '1', low: '1', close: '1', volume: '1200' },
      ]),
    ).toEqual([
      {
        time: Date.parse('2025-03-03T14:30:00Z'),
        open: 187.5,
        high: 188,
        low: 187.1,
        close: 187.8,
        volume: 0,
      },
      { time: Date.parse('2025-03-03T14:31:00Z'), open: 1, high: 1, low: 1, close: 1, volume: 1200 },
    ]);
  });
});
