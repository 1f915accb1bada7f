import { describe, expect, it } from 'vitest';
import { zoneClock } from '../analytics/zone-clock.ts';
import { DEFAULT_ANALYTICS_FILTER, resolveDateRange } from '../analytics-worker/filter.ts';
import { goalPeriodFilter, goalPeriods } from './periods.ts';
import type { GoalPeriodKind } from './types.ts';

const AUCKLAND = 'Pacific/Auckland';
const goal = (period: GoalPeriodKind, startsOn: string | null = null, endsOn: string | null = null) => ({
  period,
  startsOn,
  endsOn,
});

describe('goalPeriods', () => {
  // 10 April 2025, noon in Auckland. Daylight saving ended there on Sunday 6 April at 03:00 (UTC+13 -> +12).
  const now = '2025-04-10T00:00:00.000Z';

  it('gives a monthly goal the months of the "this month" and "last month" presets', () => {
    const [april, march, february] = goalPeriods(goal('monthly'), { now, timeZone: AUCKLAND, count: 3 });
    expect(april).toEqual({
      key: '2025-04',
      label: 'April 2025',
      fromDay: '2025-04-01',
      toDay: '2025-04-30',
      // Midnight of 1 April at UTC+13, of 1 May at UTC+12.
      from: '2025-03-31T11:00:00.000Z',
      to: '2025-04-30T12:00:00.000Z',
    });
    const preset = (name: 'this-month' | 'last-month') =>
      resolveDateRange({ ...DEFAULT_ANALYTICS_FILTER, preset: name }, AUCKLAND, now);
    expect({ from: april?.from, to: april?.to }).toEqual(preset('this-month'));
    expect({ from: march?.from, to: march?.to }).toEqual(preset('last-month'));
    expect(march).toMatchObject({
      key: '2025-03',
      label: 'March 2025',
      fromDay: '2025-03-01',
      toDay: '2025-03-31',
    });
    expect(february).toMatchObject({
      fromDay: '2025-02-01',
      toDay: '2025-02-28',
      from: '2025-01-31T11:00:00.000Z',
    });
  });

  it('makes the day the clocks go back 25 hours long', () => {
    const periods = goalPeriods(goal('daily'), {
      now: '2025-04-06T05:00:00.000Z',
      timeZone: AUCKLAND,
      count: 2,
    });
    expect(periods.map((period) => [period.key, period.label, period.from, period.to])).toEqual([
      ['2025-04-06', '6 Apr 2025', '2025-04-05T11:00:00.000Z', '2025-04-06T12:00:00.000Z'],
      ['2025-04-05', '5 Apr 2025', '2025-04-04T11:00:00.000Z', '2025-04-05T11:00:00.000Z'],
    ]);
  });

  it('makes the day the clocks go forward 23 hours long', () => {
    // Daylight saving started in Auckland on Sunday 28 September 2025 at 02:00 (UTC+12 -> +13).
    const [day] = goalPeriods(goal('daily'), {
      now: '2025-09-28T06:00:00.000Z',
      timeZone: AUCKLAND,
      count: 1,
    });
    expect(day).toMatchObject({
      fromDay: '2025-09-28',
      from: '2025-09-27T12:00:00.000Z',
      to: '2025-09-28T11:00:00.000Z',
    });
  });

  it('chains periods with no gap and no overlap, each starting at a local midnight, over a year of days', () => {
    // Santiago moves its clocks at midnight: some days start at 01:00.
    const timeZone = 'America/Santiago';
    const clock = zoneClock(timeZone);
    const days = goalPeriods(goal('daily'), { now: '2025-12-31T15:00:00.000Z', timeZone, count: 400 });
    expect(days).toHaveLength(400);
    // 7 September 2025 began at 01:00 there (the clocks went from 24:00 to 01:00).
    const skipped = days.find((period) => period.fromDay === '2025-09-07');
    expect(new Date(clock.local(Date.parse(skipped?.from ?? ''))).getUTCHours()).toBe(1);
    for (let k = 1; k < days.length; k++) {
      const later = days[k - 1];
      const period = days[k];
      if (later === undefined || period === undefined) throw new Error('missing period');
      expect(period.to).toBe(later.from);
      const from = Date.parse(period.from);
      expect(clock.dayKey(clock.day(from))).toBe(period.fromDay);
      expect(clock.dayKey(clock.day(from - 1000))).not.toBe(period.fromDay);
      expect(period.toDay).toBe(period.fromDay);
    }
  });

  it("starts weeks on the trader's first day of the week", () => {
    const now = '2025-03-05T12:00:00.000Z'; // a Wednesday
    const monday = goalPeriods(goal('weekly'), { now, timeZone: 'UTC', count: 2 });
    expect(monday.map((period) => [period.key, period.label, period.fromDay, period.toDay])).toEqual([
      ['2025-03-03', 'Week of 3 Mar 2025', '2025-03-03', '2025-03-09'],
      ['2025-02-24', 'Week of 24 Feb 2025', '2025-02-24', '2025-03-02'],
    ]);
    const [sunday] = goalPeriods(goal('weekly'), { now, timeZone: 'UTC', weekStartsOn: 'Sun', count: 1 });
    expect(sunday).toMatchObject({ fromDay: '2025-03-02', toDay: '2025-03-08' });
    const [saturday] = goalPeriods(goal('weekly'), { now, timeZone: 'UTC', weekStartsOn: 'Sat', count: 1 });
    expect(saturday).toMatchObject({ fromDay: '2025-03-01', toDay: '2025-03-07' });
  });

  it("tells the week by the trader's date, not UTC's", () => {
    // Sunday 9 March 2025 at 23:00 UTC is already Monday the 10th in Auckland.
    const [week] = goalPeriods(goal('weekly'), {
      now: '2025-03-09T23:00:00.000Z',
      timeZone: AUCKLAND,
      count: 1,
    });
    expect(week).toMatchObject({ fromDay: '2025-03-10', from: '2025-03-09T11:00:00.000Z' });
  });

  it('gives quarters across the year', () => {
    const quarters = goalPeriods(goal('quarterly'), {
      now: '2025-02-10T12:00:00.000Z',
      timeZone: 'UTC',
      count: 2,
    });
    expect(quarters.map((period) => [period.key, period.label, period.fromDay, period.toDay])).toEqual([
      ['2025-Q1', 'Q1 2025', '2025-01-01', '2025-03-31'],
      ['2024-Q4', 'Q4 2024', '2024-10-01', '2024-12-31'],
    ]);
  });

  it('gives twelve periods unless told, and at least one', () => {
    expect(goalPeriods(goal('monthly'), { now, timeZone: 'UTC' })).toHaveLength(12);
    expect(goalPeriods(goal('monthly'), { now, timeZone: 'UTC', count: 0 })).toHaveLength(1);
  });

  it('gives a custom goal its one period, whenever now is', () => {
    const custom = goal('custom', '2025-03-10', '2025-04-20');
    for (const at of [now, '2026-01-01T00:00:00.000Z']) {
      expect(goalPeriods(custom, { now: at, timeZone: AUCKLAND, count: 5 })).toEqual([
        {
          key: '2025-03-10..2025-04-20',
          label: '10 Mar 2025 – 20 Apr 2025',
          fromDay: '2025-03-10',
          toDay: '2025-04-20',
          from: '2025-03-09T11:00:00.000Z',
          to: '2025-04-20T12:00:00.000Z',
        },
      ]);
    }
    expect(goalPeriods(goal('custom', '2025-03-10', '2025-03-10'), { now, timeZone: 'UTC' })[0]?.label).toBe(
      '10 Mar 2025',
    );
  });

  it('refuses a custom goal without both days in order', () => {
    expect(() => goalPeriods(goal('custom', '2025-03-10', null), { now, timeZone: 'UTC' })).toThrow(
      /first and a last day/,
    );
    expect(() => goalPeriods(goal('custom', '2025-03-10', '2025-03-09'), { now, timeZone: 'UTC' })).toThrow();
  });
});

describe('goalPeriodFilter', () => {
  it("is the analytics filter of the period with the goal's account", () => {
    const [period] = goalPeriods(goal('monthly'), {
      now: '2025-04-10T00:00:00.000Z',
      timeZone: 'UTC',
      count: 1,
    });
    if (period === undefined) throw new Error('no period');
    expect(goalPeriodFilter({ accountId: 'acc-1' }, period)).toEqual({
      ...DEFAULT_ANALYTICS_FILTER,
      preset: 'custom',
      from: '2025-04-01',
      to: '2025-04-30',
      accountIds: ['acc-1'],
    });
    expect(goalPeriodFilter({ accountId: null }, period).accountIds).toEqual([]);
  });
});
