import { describe, expect, it } from 'vitest';
import type { AnalyticsFilter } from './contract.ts';
import {
  analyticsFilterKey,
  analyticsFilterToParams,
  DEFAULT_ANALYTICS_FILTER,
  parseAnalyticsFilter,
  resolveDateRange,
} from './filter.ts';

const filter = (patch: Partial<AnalyticsFilter>): AnalyticsFilter => ({
  ...DEFAULT_ANALYTICS_FILTER,
  ...patch,
});

/** A URLSearchParams stand-in: core compiles without the DOM types. */
const query = (text: string) => {
  const pairs = new Map(
    text.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return { get: (name: string) => pairs.get(name) ?? null };
};

describe('the filter in the URL', () => {
  it('reads every key', () => {
    expect(
      parseAnalyticsFilter(
        query('period=last-30-days&account=b,a&strategy=s1&tag=t2,t1&asset=stock,forex&cur=EUR&basis=gross'),
      ),
    ).toEqual({
      preset: 'last-30-days',
      from: null,
      to: null,
      accountIds: ['a', 'b'],
      strategyIds: ['s1'],
      tagIds: ['t1', 't2'],
      assetClasses: ['forex', 'stock'],
      currency: 'EUR',
      basis: 'gross',
    });
  });

  it('is the default filter for an empty URL', () => {
    expect(parseAnalyticsFilter({})).toEqual(DEFAULT_ANALYTICS_FILTER);
    expect(DEFAULT_ANALYTICS_FILTER.preset).toBe('all');
    expect(DEFAULT_ANALYTICS_FILTER.basis).toBe('net');
  });

  it('drops unknown and invalid values instead of failing', () => {
    expect(
      parseAnalyticsFilter({
        period: 'forever',
        account: 'ok-1,,bad id,ok-1',
        asset: 'Stock,crypto',
        cur: 'eur',
        basis: 'both',
        from: '2025-02-30',
      }),
    ).toEqual({ ...DEFAULT_ANALYTICS_FILTER, accountIds: ['ok-1'], assetClasses: ['crypto'] });
  });

  it('keeps dates only for a custom range, in order', () => {
    expect(parseAnalyticsFilter({ period: 'today', from: '2025-01-01' })).toMatchObject({
      preset: 'today',
      from: null,
      to: null,
    });
    expect(parseAnalyticsFilter({ from: '2025-03-10', to: '2025-03-01' })).toMatchObject({
      preset: 'custom',
      from: '2025-03-01',
      to: '2025-03-10',
    });
    expect(parseAnalyticsFilter({ period: 'custom', to: '2024-02-29' })).toMatchObject({
      from: null,
      to: '2024-02-29',
    });
  });

  it('writes short keys in a fixed order, leaving defaults out', () => {
    expect(analyticsFilterToParams(DEFAULT_ANALYTICS_FILTER)).toEqual({});
    expect(analyticsFilterKey(DEFAULT_ANALYTICS_FILTER)).toBe('');
    const written = analyticsFilterToParams(
      filter({
        basis: 'gross',
        currency: 'EUR',
        accountIds: ['b', 'a'],
        preset: 'custom',
        from: '2025-01-01',
        to: '2025-01-31',
      }),
    );
    expect(Object.entries(written)).toEqual([
      ['period', 'custom'],
      ['from', '2025-01-01'],
      ['to', '2025-01-31'],
      ['account', 'a,b'],
      ['cur', 'EUR'],
      ['basis', 'gross'],
    ]);
  });

  it('reads back what it writes, and equal filters share one key', () => {
    const original = filter({ preset: 'this-quarter', tagIds: ['x', 'y'], assetClasses: ['futures'] });
    const key = analyticsFilterKey(original);
    expect(parseAnalyticsFilter(query(key))).toEqual(original);
    expect(
      analyticsFilterKey(
        filter({ preset: 'this-quarter', tagIds: ['y', 'x', 'x'], assetClasses: ['futures'] }),
      ),
    ).toBe(key);
  });
});

describe('date presets in the trader zone', () => {
  // Tuesday 3 March 2026, 09:00 in Auckland (NZDT, UTC+13); still Monday evening in UTC.
  const now = '2026-03-02T20:00:00.000Z';
  const auckland = (preset: AnalyticsFilter['preset'], weekStartsOn: 'Mon' | 'Sun' = 'Mon') =>
    resolveDateRange(filter({ preset }), 'Pacific/Auckland', now, weekStartsOn);

  it('tells days at the trader midnight, not UTC', () => {
    expect(auckland('today')).toEqual({ from: '2026-03-02T11:00:00.000Z', to: '2026-03-03T11:00:00.000Z' });
    expect(auckland('yesterday')).toEqual({
      from: '2026-03-01T11:00:00.000Z',
      to: '2026-03-02T11:00:00.000Z',
    });
    expect(auckland('last-7-days')).toEqual({
      from: '2026-02-24T11:00:00.000Z',
      to: '2026-03-03T11:00:00.000Z',
    });
    expect(auckland('all')).toEqual({ from: null, to: null });
  });

  it('starts the week on the trader first day', () => {
    expect(auckland('this-week')).toEqual({
      from: '2026-03-01T11:00:00.000Z',
      to: '2026-03-08T11:00:00.000Z',
    });
    expect(auckland('this-week', 'Sun')).toEqual({
      from: '2026-02-28T11:00:00.000Z',
      to: '2026-03-07T11:00:00.000Z',
    });
    expect(auckland('last-week')).toEqual({
      from: '2026-02-22T11:00:00.000Z',
      to: '2026-03-01T11:00:00.000Z',
    });
  });

  it('takes months, quarters and years whole', () => {
    expect(auckland('this-month')).toEqual({
      from: '2026-02-28T11:00:00.000Z',
      to: '2026-03-31T11:00:00.000Z',
    });
    expect(auckland('last-month')).toEqual({
      from: '2026-01-31T11:00:00.000Z',
      to: '2026-02-28T11:00:00.000Z',
    });
    expect(auckland('last-quarter')).toEqual({
      from: '2025-09-30T11:00:00.000Z',
      to: '2025-12-31T11:00:00.000Z',
    });
    expect(auckland('year-to-date')).toEqual({
      from: '2025-12-31T11:00:00.000Z',
      to: '2026-03-03T11:00:00.000Z',
    });
    expect(auckland('last-year')).toEqual({
      from: '2024-12-31T11:00:00.000Z',
      to: '2025-12-31T11:00:00.000Z',
    });
    // 4 March 2025, NZDT as well.
    expect(auckland('last-12-months').from).toBe('2025-03-03T11:00:00.000Z');
  });

  it('gives the day the clocks go back its 25 hours, and the month its change', () => {
    // NZDT ends at 03:00 on Sunday 5 April 2026: the day runs from 00:00 +13 to 00:00 +12.
    const day = resolveDateRange(filter({ preset: 'today' }), 'Pacific/Auckland', '2026-04-05T01:00:00Z');
    expect(day).toEqual({ from: '2026-04-04T11:00:00.000Z', to: '2026-04-05T12:00:00.000Z' });
    const month = resolveDateRange(
      filter({ preset: 'this-month' }),
      'Pacific/Auckland',
      '2026-04-20T00:00:00Z',
    );
    expect(month).toEqual({ from: '2026-03-31T11:00:00.000Z', to: '2026-04-30T12:00:00.000Z' });
  });

  it('starts a day whose midnight is skipped at the jump', () => {
    // Santiago moves from 00:00 (-04) to 01:00 (-03) on 6 September 2026.
    const range = resolveDateRange(
      filter({ preset: 'custom', from: '2026-09-06', to: '2026-09-06' }),
      'America/Santiago',
      '2026-09-10T00:00:00Z',
    );
    expect(range).toEqual({ from: '2026-09-06T04:00:00.000Z', to: '2026-09-07T03:00:00.000Z' });
  });

  it('includes the last day of a custom range, and leaves open ends open', () => {
    expect(resolveDateRange(filter({ preset: 'custom', from: null, to: '2025-06-30' }), 'UTC', now)).toEqual({
      from: null,
      to: '2025-07-01T00:00:00.000Z',
    });
  });

  it('takes now as a Date as well, and refuses an instant that is not one', () => {
    expect(resolveDateRange(filter({ preset: 'today' }), 'UTC', new Date(now))).toEqual({
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-03T00:00:00.000Z',
    });
    expect(() => resolveDateRange(filter({ preset: 'today' }), 'UTC', 'soon')).toThrow(/not an instant/);
  });
});
