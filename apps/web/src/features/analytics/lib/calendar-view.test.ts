import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_FILTER } from '@edgelog/core';
import { calendarDatasetFilter, dayAfterKey, dayIn, readPlace, writePlace } from './calendar-view';
import { monthGrid } from './calendar-grid';

describe('dayIn', () => {
  it('tells the trader’s day, not the UTC one', () => {
    const now = new Date('2026-11-24T03:30:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-24');
    expect(dayIn('America/New_York', now)).toBe('2026-11-23');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-24');
  });
});

describe('the calendar’s place in the URL', () => {
  it('defaults to the month of today', () => {
    expect(readPlace(new URLSearchParams(''), '2026-11-24')).toEqual({
      view: 'month',
      month: { year: 2026, month: 11 },
    });
    expect(readPlace(new URLSearchParams('month=nope&view=week'), '2026-11-24').view).toBe('month');
  });

  it('reads and writes the view and month, keeping the filter', () => {
    const params = new URLSearchParams('preset=this-year&accounts=a1&view=year&month=2025-03');
    const place = readPlace(params, '2026-11-24');
    expect(place).toEqual({ view: 'year', month: { year: 2025, month: 3 } });
    const written = writePlace(params, { view: 'month', month: { year: 2025, month: 4 } });
    expect(written.get('month')).toBe('2025-04');
    expect(written.get('view')).toBe('month');
    expect(written.get('accounts')).toBe('a1');
    expect(params.get('month')).toBe('2025-03');
  });
});

describe('dayAfterKey', () => {
  it('moves a day sideways and a week up or down, across months', () => {
    expect(dayAfterKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(dayAfterKey('2026-11-03', 'ArrowUp')).toBe('2026-10-27');
    expect(dayAfterKey('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(dayAfterKey('2026-11-28', 'Enter')).toBeNull();
  });
});

describe('calendarDatasetFilter', () => {
  const all = { ...DEFAULT_ANALYTICS_FILTER, accountIds: ['a1'] };

  it('loads the days a month can show in any week layout, keeping the other filters', () => {
    const month = { year: 2026, month: 2 };
    const filter = calendarDatasetFilter(all, { view: 'month', month });
    expect(filter).toEqual({ ...all, preset: 'custom', from: '2026-01-26', to: '2026-03-06' });
    for (const weekStart of ['Sat', 'Sun', 'Mon'] as const)
      for (const week of monthGrid(month, weekStart))
        for (const day of week.days) {
          expect(day.day >= (filter.from ?? '')).toBe(true);
          expect(day.day <= (filter.to ?? '')).toBe(true);
        }
  });

  it('loads a year for the year view, and leaves a chosen period as it is', () => {
    expect(calendarDatasetFilter(all, { view: 'year', month: { year: 2025, month: 7 } })).toMatchObject({
      preset: 'custom',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    const lastMonth = { ...all, preset: 'last-month' as const };
    expect(calendarDatasetFilter(lastMonth, { view: 'month', month: { year: 2025, month: 7 } })).toBe(
      lastMonth,
    );
  });
});
