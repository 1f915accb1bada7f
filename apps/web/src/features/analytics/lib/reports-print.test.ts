import { DEFAULT_ANALYTICS_FILTER } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { filterLines, periodText, traderName } from './reports-print';

const zone = 'America/New_York';

describe('periodText', () => {
  it('names the preset and its days in the trader zone, the exclusive end read as the day before', () => {
    const filter = { ...DEFAULT_ANALYTICS_FILTER, preset: 'last-month' as const };
    // February 2025 in New York: 05:00 UTC midnights.
    const range = { from: '2025-02-01T05:00:00.000Z', to: '2025-03-01T05:00:00.000Z' };
    expect(periodText(filter, { range, timeZone: zone })).toBe('Last month: 1 Feb 2025 – 28 Feb 2025');
  });

  it('writes a custom range as its dates, one day once, and open ends in words', () => {
    const custom = { ...DEFAULT_ANALYTICS_FILTER, preset: 'custom' as const };
    const oneDay = { from: '2025-03-10T04:00:00.000Z', to: '2025-03-11T04:00:00.000Z' };
    expect(periodText(custom, { range: oneDay, timeZone: zone })).toBe('10 Mar 2025');
    expect(periodText(custom, { range: { from: null, to: oneDay.to }, timeZone: zone })).toBe(
      'the first trade – 10 Mar 2025',
    );
    expect(periodText(DEFAULT_ANALYTICS_FILTER, { range: { from: null, to: null }, timeZone: zone })).toBe(
      'All time',
    );
  });
});

describe('filterLines', () => {
  const summary = {
    accounts: [{ id: 'a1', name: 'Futures' }],
    strategies: [{ id: 's1', name: 'ORB' }],
    tags: [{ id: 't1', name: 'FOMO' }],
    currency: 'USD',
  };

  it('names every filter in use and the basis of the figures', () => {
    const filter = {
      ...DEFAULT_ANALYTICS_FILTER,
      accountIds: ['a1', 'gone'],
      strategyIds: ['s1'],
      tagIds: ['t1'],
      assetClasses: ['future'],
      basis: 'gross' as const,
    };
    expect(filterLines(filter, summary)).toEqual([
      'Accounts: Futures, gone',
      'Strategies: ORB',
      'Tags: FOMO',
      'Asset classes: future',
      'Figures in USD, gross (before costs)',
    ]);
    expect(filterLines(DEFAULT_ANALYTICS_FILTER, summary)).toEqual(['Figures in USD, net of costs']);
  });
});

describe('traderName', () => {
  it('takes the full name, else the e-mail', () => {
    expect(traderName({ email: 'a@b.c', user_metadata: { full_name: ' Ada Lovelace ' } })).toBe(
      'Ada Lovelace',
    );
    expect(traderName({ email: 'a@b.c', user_metadata: {} })).toBe('a@b.c');
    expect(traderName(null)).toBe('Trader');
  });
});
