import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_FILTER, resolveDateRange } from './filter.ts';
import type { Weekday } from '../analytics/zone-clock.ts';
import { DATE_PRESETS, type AnalyticsFilter } from './contract.ts';
import { periodBounds, rangeWithin } from './period-read.ts';

const filter = (part: Partial<AnalyticsFilter>): AnalyticsFilter => ({
  ...DEFAULT_ANALYTICS_FILTER,
  ...part,
});
const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Europe/London',
  'America/New_York',
  'Pacific/Pago_Pago',
];
const WEEKS: Weekday[] = ['Sat', 'Sun', 'Mon'];

describe('periodBounds', () => {
  it('reads nothing first for a filter without a start', () => {
    expect(periodBounds(filter({ preset: 'all' }), '2026-03-08T12:00:00.000Z')).toBeNull();
  });

  it('covers the range of every preset in any zone and any first day of the week', () => {
    const presets = DATE_PRESETS.filter((preset) => preset !== 'all' && preset !== 'custom');
    // Around a DST change and a year's end.
    for (const now of ['2026-03-08T07:30:00.000Z', '2026-12-31T23:30:00.000Z', '2027-01-01T00:30:00.000Z']) {
      for (const preset of presets) {
        const chosen = filter({ preset });
        const bounds = periodBounds(chosen, now);
        if (bounds === null) throw new Error(`${preset} has no bounds`);
        for (const zone of ZONES)
          for (const week of WEEKS)
            expect(
              rangeWithin(resolveDateRange(chosen, zone, now, week), bounds),
              `${preset} ${zone} ${week}`,
            ).toBe(true);
      }
    }
  });

  it('covers a custom range of days', () => {
    const chosen = filter({ preset: 'custom', from: '2026-03-01', to: '2026-03-31' });
    const bounds = periodBounds(chosen, '2026-06-01T00:00:00.000Z');
    expect(bounds).toEqual({ from: '2026-02-27T10:00:00.000Z', to: '2026-04-02T12:00:00.000Z' });
    for (const zone of ZONES)
      expect(rangeWithin(resolveDateRange(chosen, zone, '2026-06-01T00:00:00.000Z'), bounds!)).toBe(true);
  });

  it('tells a range outside what was read', () => {
    const bounds = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' };
    expect(rangeWithin({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-02T00:00:00.000Z' }, bounds)).toBe(
      false,
    );
    expect(rangeWithin({ from: '2026-03-02T00:00:00.000Z', to: null }, bounds)).toBe(false);
    expect(rangeWithin({ from: null, to: '2026-03-02T00:00:00.000Z' }, bounds)).toBe(false);
    expect(rangeWithin({ from: '2026-03-02T00:00:00.000Z', to: null }, { ...bounds, to: null })).toBe(true);
  });
});
