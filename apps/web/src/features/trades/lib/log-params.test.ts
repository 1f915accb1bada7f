import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  hasFilters,
  logParams,
  MAX_TRADE_IDS,
  nextSort,
  parseFilters,
  parseSort,
  withParam,
  type LogFilters,
} from './log-params';

const ACCOUNT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TAG = '7C9E6679-7425-40DE-944B-E07FC1F90AE7';

describe('parseFilters', () => {
  it.each<[string, string, Partial<LogFilters>]>([
    ['nothing', '', {}],
    ['days', 'from=2025-01-31&to=2025-02-28', { from: '2025-01-31', to: '2025-02-28' }],
    ['a day with a time', 'from=2025-01-31T10:00', {}],
    ['a day without padding', 'to=2025-1-5', {}],
    [
      'ids, any case',
      `account=${ACCOUNT}&tag=${TAG}&strategy=${ACCOUNT}`,
      { account: ACCOUNT, tag: TAG, strategy: ACCOUNT },
    ],
    ['an id that is not a uuid', 'account=42&tag=abc', {}],
    [
      'known sides, statuses, results, assets',
      'side=short&status=open&result=breakeven&asset=forex',
      {
        side: 'short',
        status: 'open',
        result: 'breakeven',
        asset: 'forex',
      },
    ],
    ['unknown enum values', 'side=flat&status=done&result=draw&asset=bond', {}],
    ['enum values in another case', 'side=Long', {}],
    ['R bounds', 'rMin=-1.5&rMax=3', { rMin: '-1.5', rMax: '3' }],
    ['R bounds that are not decimals', 'rMin=1e3&rMax=2.&rMin=abc', {}],
    ['text trimmed', 'symbol=%20AAPL%20&q=%20breakout%20', { symbol: 'AAPL', q: 'breakout' }],
    ['a blank value', 'symbol=%20%20', {}],
    ['a symbol too long', `symbol=${'X'.repeat(33)}`, {}],
    ['a symbol at the limit', `symbol=${'X'.repeat(32)}`, { symbol: 'X'.repeat(32) }],
    ['a search too long', `q=${'a'.repeat(201)}`, {}],
    ['unknown keys', 'page=2&foo=bar', {}],
    ['trade ids, lower case', `ids=${ACCOUNT},${TAG}`, { ids: `${ACCOUNT},${TAG.toLowerCase()}` }],
    ['trade ids without the invalid ones', `ids=42,${ACCOUNT},,abc`, { ids: ACCOUNT }],
    ['a trade id named twice', `ids=${ACCOUNT},${ACCOUNT.toUpperCase()}`, { ids: ACCOUNT }],
    ['no valid trade id', 'ids=1,2,3', {}],
  ])('%s', (_, search, expected) => {
    expect(parseFilters(new URLSearchParams(search))).toEqual({ ...EMPTY_FILTERS, ...expected });
  });
});

describe('the trade ids filter', () => {
  it(`keeps the first ${MAX_TRADE_IDS} ids of a longer list`, () => {
    const ids = Array.from(
      { length: MAX_TRADE_IDS + 20 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const parsed = parseFilters(new URLSearchParams({ ids: ids.join(',') })).ids.split(',');
    expect(parsed).toEqual(ids.slice(0, MAX_TRADE_IDS));
  });

  it("is a filter of its own, kept in the view's parameters", () => {
    const filters = { ...EMPTY_FILTERS, ids: ACCOUNT };
    expect(hasFilters(filters)).toBe(true);
    expect(logParams(filters, DEFAULT_SORT)).toEqual({ ids: ACCOUNT });
  });
});

describe('parseSort', () => {
  it.each([
    ['', DEFAULT_SORT],
    ['sort=net.asc', { column: 'net', ascending: true }],
    ['sort=symbol.desc', { column: 'symbol', ascending: false }],
    ['sort=opened.asc', { column: 'opened', ascending: true }],
    // not sortable: no database column behind it
    ['sort=account.asc', DEFAULT_SORT],
    ['sort=net', DEFAULT_SORT],
    ['sort=net.up', DEFAULT_SORT],
    ['sort=nope.asc', DEFAULT_SORT],
    ['sort=toString.asc', DEFAULT_SORT],
    ['sort=__proto__.asc', DEFAULT_SORT],
  ])('%s', (search, expected) => {
    expect(parseSort(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('hasFilters', () => {
  it.each<[Partial<LogFilters>, boolean]>([
    [{}, false],
    [{ q: 'x' }, true],
    [{ rMax: '0' }, true],
  ])('%j', (set, expected) => {
    expect(hasFilters({ ...EMPTY_FILTERS, ...set })).toBe(expected);
  });
});

describe('logParams', () => {
  it('keeps only what is set, in a fixed order, and the default sort stays out', () => {
    const params = logParams({ ...EMPTY_FILTERS, q: 'gap', from: '2025-03-01', side: 'long' }, DEFAULT_SORT);
    expect(params).toEqual({ from: '2025-03-01', side: 'long', q: 'gap' });
    expect(Object.keys(params)).toEqual(['from', 'side', 'q']);
  });

  it.each([
    [{ column: 'opened' as const, ascending: true }, 'opened.asc'],
    [{ column: 'r' as const, ascending: false }, 'r.desc'],
  ])('writes a sort other than the default: %j', (sort, expected) => {
    expect(logParams(EMPTY_FILTERS, sort)).toEqual({ sort: expected });
  });

  it('reads back what it writes', () => {
    const filters: LogFilters = {
      ...EMPTY_FILTERS,
      account: ACCOUNT,
      rMin: '0.5',
      status: 'closed',
      q: 'earnings',
    };
    const sort = { column: 'net' as const, ascending: true };
    const search = new URLSearchParams(logParams(filters, sort));
    expect(parseFilters(search)).toEqual(filters);
    expect(parseSort(search)).toEqual(sort);
  });
});

describe('withParam', () => {
  it('sets, replaces and removes one key and leaves the rest and the original alone', () => {
    const current = new URLSearchParams('side=long&q=gap');
    expect(withParam(current, 'status', 'open').toString()).toBe('side=long&q=gap&status=open');
    expect(withParam(current, 'side', 'short').toString()).toBe('side=short&q=gap');
    expect(withParam(current, 'q', '').toString()).toBe('side=long');
    expect(current.toString()).toBe('side=long&q=gap');
  });
});

describe('nextSort', () => {
  it.each([
    [DEFAULT_SORT, 'net' as const, { column: 'net', ascending: false }],
    [{ column: 'net' as const, ascending: false }, 'net' as const, { column: 'net', ascending: true }],
    [{ column: 'net' as const, ascending: true }, 'net' as const, { column: 'net', ascending: false }],
    [{ column: 'net' as const, ascending: true }, 'r' as const, { column: 'r', ascending: false }],
  ])('%j then %s', (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});
