import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { formatDay, formatDayAndTime, formatWhen, instantOfLocalInput, localInputOf } from './local-time';

// Wall-clock moments come from the local Date constructor so these hold in any zone.
describe('localInputOf', () => {
  it.each<[Date | string, string]>([
    [new Date(2025, 0, 2, 9, 5), '2025-01-02T09:05'],
    // to the minute: the seconds are dropped
    [new Date(2025, 11, 31, 23, 59, 59), '2025-12-31T23:59'],
    [new Date(2025, 6, 1, 0, 0).toISOString(), '2025-07-01T00:00'],
  ])('%s', (instant, expected) => {
    expect(localInputOf(instant)).toBe(expected);
  });
});

describe('instantOfLocalInput', () => {
  it.each([
    ['2025-01-02T09:05', new Date(2025, 0, 2, 9, 5)],
    ['2025-07-01T00:00', new Date(2025, 6, 1, 0, 0)],
  ])('%s', (local, moment) => {
    expect(instantOfLocalInput(local)).toBe(moment.toISOString());
    expect(localInputOf(instantOfLocalInput(local))).toBe(local);
  });
});

describe('formatWhen, formatDayAndTime and formatDay', () => {
  afterEach(() => setDisplaySource(null));

  it('write the date format the trader chose, in this browser zone', () => {
    setDisplaySource(() => ({
      numberFormat: '1,234.56',
      dateFormat: 'DD/MM/YYYY',
      timeZone: 'UTC',
      privacy: false,
    }));
    const instant = new Date(2026, 0, 5, 9, 30).toISOString();
    expect(formatWhen(instant)).toBe('05/01/2026 09:30');
    expect(formatDayAndTime(instant)).toEqual({ day: '05/01/2026', time: '09:30' });
    expect(formatDay('2026-01-02')).toBe('02/01/2026');
  });
});
