import { DEFAULT_ANALYTICS_FILTER, type AnalyticsFilter } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  CLEARED,
  activeFilterCount,
  assetClassChoices,
  choiceLabel,
  customRange,
  narrowsTrades,
  searchChoices,
} from './filter-summary';

const filter = (patch: Partial<AnalyticsFilter>): AnalyticsFilter => ({
  ...DEFAULT_ANALYTICS_FILTER,
  ...patch,
});

describe('the filter bar', () => {
  it('counts each filter on once, gross P&L included', () => {
    expect(activeFilterCount(DEFAULT_ANALYTICS_FILTER)).toBe(0);
    expect(
      activeFilterCount(
        filter({ preset: 'this-month', accountIds: ['a', 'b'], tagIds: ['t'], basis: 'gross' }),
      ),
    ).toBe(4);
  });

  it('tells a filter that leaves trades out from one that only changes how they are told', () => {
    expect(narrowsTrades(filter({ basis: 'gross', currency: 'EUR' }))).toBe(false);
    expect(narrowsTrades(filter({ assetClasses: ['crypto'] }))).toBe(true);
    expect(narrowsTrades({ ...filter({ strategyIds: ['s'], basis: 'gross' }), ...CLEARED })).toBe(false);
  });

  it('clears the filters but keeps the basis and the currency', () => {
    const cleared = {
      ...filter({ preset: 'custom', from: '2025-01-01', basis: 'gross', currency: 'EUR' }),
      ...CLEARED,
    };
    expect(cleared).toEqual({ ...DEFAULT_ANALYTICS_FILTER, basis: 'gross', currency: 'EUR' });
  });

  it('names a multiple choice by what is chosen', () => {
    const choices = [
      { id: 'a', label: 'Main' },
      { id: 'b', label: 'Prop' },
    ];
    expect(choiceLabel([], choices, 'accounts')).toBe('All accounts');
    expect(choiceLabel(['b'], choices, 'accounts')).toBe('Prop');
    expect(choiceLabel(['a', 'b'], choices, 'accounts')).toBe('2 accounts');
  });

  it('finds choices by any part of their name, accents and case aside', () => {
    const choices = [
      { id: '1', label: 'Réversal' },
      { id: '2', label: 'Breakout' },
    ];
    expect(searchChoices(choices, 'rev').map((choice) => choice.id)).toEqual(['1']);
    expect(searchChoices(choices, '  ')).toHaveLength(2);
  });

  it('lists every asset class and keeps one the filter names', () => {
    expect(assetClassChoices([]).map((choice) => choice.label)).toEqual([
      'Stocks',
      'Options',
      'Futures',
      'Forex',
      'Crypto',
      'CFDs',
    ]);
    expect(assetClassChoices(['bond']).at(-1)).toEqual({ id: 'bond', label: 'bond' });
  });

  it('reads a custom range typed backwards forwards and leaves an empty end open', () => {
    expect(customRange('2025-03-10', '2025-03-01')).toEqual({
      preset: 'custom',
      from: '2025-03-01',
      to: '2025-03-10',
    });
    expect(customRange('', '2025-03-01')).toEqual({
      preset: 'custom',
      from: null,
      to: '2025-03-01',
    });
  });
});
