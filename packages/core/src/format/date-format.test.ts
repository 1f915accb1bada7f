import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, type DateFormat } from './format-options.ts';
import { formatDate, formatDateTime, formatDay, formatTime } from './date-format.ts';

// 21:05 UTC on 24 November 2026: already the 25th in Tokyo, still the 24th in New York.
const LATE = '2026-11-24T21:05:00Z';

describe('formatDate and formatDateTime', () => {
  it.each<[DateFormat, string]>([
    ['YYYY-MM-DD', '2026-11-24'],
    ['DD/MM/YYYY', '24/11/2026'],
    ['MM/DD/YYYY', '11/24/2026'],
    ['DD.MM.YYYY', '24.11.2026'],
  ])('writes dates as %s', (dateFormat, shown) => {
    expect(formatDate(LATE, { dateFormat, timeZone: 'UTC' })).toBe(shown);
    expect(formatDay('2026-11-24', { dateFormat })).toBe(shown);
  });

  it('covers every format the settings allow', () => {
    expect(DATE_FORMATS).toHaveLength(4);
  });

  it('follows the trader zone across a day boundary', () => {
    expect(formatDateTime(LATE, { dateFormat: 'YYYY-MM-DD', timeZone: 'Asia/Tokyo' })).toBe(
      '2026-11-25 06:05',
    );
    expect(formatDateTime(LATE, { dateFormat: 'DD.MM.YYYY', timeZone: 'America/New_York' })).toBe(
      '24.11.2026 16:05',
    );
  });

  it('reads dates, epoch milliseconds and ISO text alike, on a 24-hour clock', () => {
    const at = Date.parse('2026-01-02T00:30:09Z');
    expect(formatDateTime(at, { dateFormat: 'MM/DD/YYYY', timeZone: 'UTC' }, { seconds: true })).toBe(
      '01/02/2026 00:30:09',
    );
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('00:30');
    expect(formatTime(new Date(at), { timeZone: 'Europe/Berlin' })).toBe('01:30');
  });

  it('writes a missing or unreadable date as a dash', () => {
    const display = { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC' } as const;
    for (const none of [null, undefined, '', 'not a date', NaN]) {
      expect(formatDate(none, display)).toBe('—');
      expect(formatDateTime(none, display)).toBe('—');
    }
    expect(formatDay('2026-1-2', display)).toBe('—');
    expect(formatDay(null, display)).toBe('—');
  });
});
