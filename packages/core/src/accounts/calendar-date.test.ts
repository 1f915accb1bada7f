import { describe, expect, it } from 'vitest';
import { isCalendarDate, isLocalDateTime } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['0000-01-01', false],
  ])('%s is a day: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe('isLocalDateTime', () => {
  it.each([
    ['2026-01-05T09:30', true],
    ['2026-01-05T23:59:59', true],
    ['2026-01-05T00:00', true],
    ['2026-01-05 09:30', false],
    ['2026-01-05T9:30', false],
    ['2026-01-05T09:60', false],
    ['2026-02-30T09:30', false],
    ['2026-01-05T09:30Z', false],
  ])('%s is a wall-clock time: %s', (text, expected) => {
    expect(isLocalDateTime(text)).toBe(expected);
  });
});
