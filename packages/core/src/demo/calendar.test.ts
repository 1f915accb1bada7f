import { describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  MINUTE,
  chicagoOffset,
  dayOf,
  isExchangeDay,
  isoAt,
  isoDayOf,
  newYorkDay,
  newYorkOffset,
  newYorkTime,
  weekdayOf,
} from './calendar.ts';
import { wallClock } from './test-support.ts';

const utcOffsetOf = (ms: number, timeZone: string) => {
  const wall = Date.parse(`${wallClock(new Date(ms).toISOString(), timeZone).text}Z`);
  return (wall - ms) / MINUTE;
};

describe('days', () => {
  it('reads and writes ISO dates', () => {
    expect(isoDayOf(dayOf('2025-01-02'))).toBe('2025-01-02');
    expect(dayOf('1970-01-01')).toBe(0);
    expect(dayOf('2024-02-29') + 1).toBe(dayOf('2024-03-01'));
  });

  it('refuses what is not a date', () => {
    expect(() => dayOf('2025-02-30')).toThrow(RangeError);
    expect(() => dayOf('2 Jan 2025')).toThrow(RangeError);
  });

  it('knows the weekday', () => {
    expect(weekdayOf(dayOf('2025-01-02'))).toBe(4);
    expect(weekdayOf(dayOf('2025-03-09'))).toBe(0);
    expect(weekdayOf(dayOf('1969-12-31'))).toBe(3);
  });
});

describe("New York's offset", () => {
  it('matches the time-zone database every six hours from 2000 to 2029', () => {
    const from = Date.UTC(2000, 0, 1);
    for (let ms = from; ms < Date.UTC(2029, 0, 1); ms += 6 * HOUR) {
      expect(newYorkOffset(ms), new Date(ms).toISOString()).toBe(utcOffsetOf(ms, 'America/New_York'));
      expect(chicagoOffset(ms)).toBe(utcOffsetOf(ms, 'America/Chicago'));
    }
  });

  it('changes at 2:00 local time on the DST Sundays', () => {
    // 2025-03-09 07:00 UTC is 2:00 EST, which becomes 3:00 EDT; 2025-11-02 06:00 UTC is 2:00 EDT.
    expect(newYorkOffset(Date.UTC(2025, 2, 9, 6, 59))).toBe(-300);
    expect(newYorkOffset(Date.UTC(2025, 2, 9, 7, 0))).toBe(-240);
    expect(newYorkOffset(Date.UTC(2025, 10, 2, 5, 59))).toBe(-240);
    expect(newYorkOffset(Date.UTC(2025, 10, 2, 6, 0))).toBe(-300);
  });

  it('places a wall-clock time on either side of a change', () => {
    expect(new Date(newYorkTime(dayOf('2025-03-07'), 9 * 60 + 30)).toISOString()).toBe(
      '2025-03-07T14:30:00.000Z',
    );
    expect(new Date(newYorkTime(dayOf('2025-03-10'), 9 * 60 + 30)).toISOString()).toBe(
      '2025-03-10T13:30:00.000Z',
    );
    expect(new Date(newYorkTime(dayOf('2025-11-03'), 16 * 60)).toISOString()).toBe(
      '2025-11-03T21:00:00.000Z',
    );
  });

  it('tells the New York day of an instant', () => {
    expect(isoDayOf(newYorkDay(Date.UTC(2025, 6, 1, 3, 59)))).toBe('2025-06-30');
    expect(isoDayOf(newYorkDay(Date.UTC(2025, 6, 1, 4, 0)))).toBe('2025-07-01');
  });
});

describe('isoAt', () => {
  it('writes the instant at the offset given', () => {
    const ms = Date.UTC(2025, 6, 1, 13, 30, 5);
    expect(isoAt(ms, -240)).toBe('2025-07-01T09:30:05-04:00');
    expect(isoAt(ms, 0)).toBe('2025-07-01T13:30:05Z');
    expect(isoAt(ms, 330)).toBe('2025-07-01T19:00:05+05:30');
    expect(Date.parse(isoAt(ms, -300))).toBe(ms);
  });
});

describe('exchange days', () => {
  const closed = (from: string, to: string) => {
    const days: string[] = [];
    for (let day = dayOf(from); day <= dayOf(to); day++)
      if (weekdayOf(day) !== 0 && weekdayOf(day) !== 6 && !isExchangeDay(day)) days.push(isoDayOf(day));
    return days;
  };

  it('leaves out the NYSE holidays of 2025 and 2026', () => {
    expect(closed('2025-01-01', '2025-12-31')).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-04-18',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-11-27',
      '2025-12-25',
    ]);
    // Independence Day 2026 falls on a Saturday and is taken on Friday the 3rd.
    expect(closed('2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('closes for Juneteenth only from 2022', () => {
    expect(isExchangeDay(dayOf('2021-06-18'))).toBe(true);
    expect(isExchangeDay(dayOf('2023-06-19'))).toBe(false);
  });

  it('does not move New Year’s Day on a Saturday back into December', () => {
    // 2022-01-01 was a Saturday; Friday 2021-12-31 was a trading day.
    expect(isExchangeDay(dayOf('2021-12-31'))).toBe(true);
    expect(isExchangeDay(dayOf('2022-01-03'))).toBe(true);
  });

  it('has no trading on weekends', () => {
    expect(isExchangeDay(dayOf('2025-03-08'))).toBe(false);
    expect(isExchangeDay(dayOf('2025-03-09'))).toBe(false);
    expect(isExchangeDay(dayOf('2025-03-10'))).toBe(true);
    expect(DAY).toBe(86_400_000);
  });
});
