import { describe, expect, it } from 'vitest';
import { ZoneClock, civilFromDays, daysFromKey, weekdayOfDay } from './zone-clock.ts';

const at = (iso: string): number => Date.parse(iso);

describe('ZoneClock', () => {
  it.each([
    // New York springs forward on 2025-03-09 at 02:00 EST (07:00Z): 23:30 that evening is EDT.
    ['America/New_York', '2025-03-09T06:59:00Z', '2025-03-09', 1],
    ['America/New_York', '2025-03-10T03:30:00Z', '2025-03-09', 23],
    ['America/New_York', '2025-03-10T04:30:00Z', '2025-03-10', 0],
    // Auckland falls back on 2025-04-06 at 03:00 NZDT (14:00Z): 02:30 happens twice.
    ['Pacific/Auckland', '2025-04-05T10:59:00Z', '2025-04-05', 23],
    ['Pacific/Auckland', '2025-04-05T11:00:00Z', '2025-04-06', 0],
    ['Pacific/Auckland', '2025-04-05T13:30:00Z', '2025-04-06', 2],
    ['Pacific/Auckland', '2025-04-05T14:30:00Z', '2025-04-06', 2],
    ['Pacific/Auckland', '2025-04-05T15:00:00Z', '2025-04-06', 3],
    // Kathmandu is 5:45 ahead of UTC: its days start at 18:15Z.
    ['Asia/Kathmandu', '2025-03-03T18:14:00Z', '2025-03-03', 23],
    ['Asia/Kathmandu', '2025-03-03T18:15:00Z', '2025-03-04', 0],
    ['UTC', '2025-12-31T23:59:59Z', '2025-12-31', 23],
  ])('in %s, %s is on %s at hour %i', (zone, iso, day, hour) => {
    const clock = new ZoneClock(zone);
    const ms = at(iso);
    expect(clock.dayKey(clock.day(ms))).toBe(day);
    expect(clock.hourOfLocal(clock.local(ms))).toBe(hour);
  });

  it('matches Intl on every quarter hour across a year in a zone with two changes', () => {
    const clock = new ZoneClock('Pacific/Auckland');
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Pacific/Auckland',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const start = at('2025-01-01T00:00:00Z');
    for (let ms = start; ms < start + 366 * 86_400_000; ms += 15 * 60_000) {
      const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}`;
      const local = clock.local(ms);
      const got = `${clock.dayKey(clock.day(ms))} ${String(clock.hourOfLocal(local)).padStart(2, '0')}`;
      if (got !== expected) expect(got, new Date(ms).toISOString()).toBe(expected);
    }
  });

  it('tells weekdays and dates of day counts', () => {
    expect(weekdayOfDay(0)).toBe(3); // 1970-01-01, a Thursday (Mon = 0)
    expect(weekdayOfDay(daysFromKey('2025-03-03'))).toBe(0); // a Monday
    expect(weekdayOfDay(-1)).toBe(2);
    expect(civilFromDays(daysFromKey('2024-02-29'))).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => new ZoneClock('Nowhere/Land')).toThrow(/not a time zone/);
  });
});
