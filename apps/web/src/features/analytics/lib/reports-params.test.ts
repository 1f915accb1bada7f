import { DEFAULT_ANALYTICS_FILTER } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORTS_PARAMS,
  defaultComparison,
  isReportsKey,
  parseReportsParams,
  reportsParamsToEntries,
} from './reports-params';

describe('parseReportsParams', () => {
  it('reads the defaults from a bare URL and from nonsense', () => {
    expect(parseReportsParams(new URLSearchParams(''))).toEqual(DEFAULT_REPORTS_PARAMS);
    expect(parseReportsParams(new URLSearchParams('by=colour&rows=x&cell=sharpe&compare=yes'))).toEqual(
      DEFAULT_REPORTS_PARAMS,
    );
  });

  it('reads the choices and the second filter of a comparison', () => {
    const params = parseReportsParams(
      new URLSearchParams(
        'period=this-month&by=tag&rows=side&cols=month&cell=winRatePct&compare=1&vs.period=custom&vs.from=2025-01-01&vs.to=2025-01-31&vs.account=a1',
      ),
    );
    expect(params).toEqual({
      dimension: 'tag',
      crossRows: 'side',
      crossColumns: 'month',
      heatmapMetric: 'winRatePct',
      compare: {
        ...DEFAULT_ANALYTICS_FILTER,
        preset: 'custom',
        from: '2025-01-01',
        to: '2025-01-31',
        accountIds: ['a1'],
      },
    });
  });
});

describe('reportsParamsToEntries', () => {
  it('writes what differs from the defaults, and reads back the same choices', () => {
    expect(reportsParamsToEntries(DEFAULT_REPORTS_PARAMS)).toEqual([]);
    const choices = {
      ...DEFAULT_REPORTS_PARAMS,
      dimension: 'hour' as const,
      compare: { ...DEFAULT_ANALYTICS_FILTER, preset: 'last-month' as const },
    };
    const entries = reportsParamsToEntries(choices);
    expect(entries).toEqual([
      ['by', 'hour'],
      ['compare', '1'],
      ['vs.period', 'last-month'],
    ]);
    expect(parseReportsParams(new URLSearchParams(entries))).toEqual(choices);
  });

  it("owns its keys and the second filter's, not the global filter's", () => {
    expect(['by', 'rows', 'cols', 'cell', 'compare', 'vs.from'].every(isReportsKey)).toBe(true);
    expect(['period', 'from', 'account', 'basis'].some(isReportsKey)).toBe(false);
  });
});

describe('defaultComparison', () => {
  it('compares a period with the one before it, keeping the other filters', () => {
    const thisMonth = { ...DEFAULT_ANALYTICS_FILTER, preset: 'this-month' as const, tagIds: ['t1'] };
    expect(defaultComparison(thisMonth)).toEqual({ ...thisMonth, preset: 'last-month' });
    expect(defaultComparison({ ...DEFAULT_ANALYTICS_FILTER, preset: 'year-to-date' }).preset).toBe(
      'last-year',
    );
    expect(defaultComparison({ ...DEFAULT_ANALYTICS_FILTER, preset: 'last-month' }).preset).toBe(
      'this-month',
    );
    const custom = { ...DEFAULT_ANALYTICS_FILTER, preset: 'custom' as const, from: '2025-01-01', to: null };
    expect(defaultComparison(custom)).toMatchObject({ preset: 'last-month', from: null, to: null });
  });
});
