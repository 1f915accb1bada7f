import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, EMPTY_FILTERS, type LogFilters } from './log-params';
import { describeLogQuery, type LogCondition } from './log-query';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ACTIVE: LogCondition = { column: 'archived_at', op: 'is', value: 'null' };

const describe_ = (set: Partial<LogFilters>, zone = 'UTC', archived = false) =>
  describeLogQuery({ ...EMPTY_FILTERS, ...set }, DEFAULT_SORT, { archived, zone });

describe('describeLogQuery conditions', () => {
  it('asks for active trades only, newest first, when nothing is set', () => {
    expect(describe_({})).toEqual({
      conditions: [ACTIVE],
      search: null,
      tagId: null,
      order: { column: 'opened_at', ascending: false },
    });
  });

  it('asks for archived trades in the archive', () => {
    expect(describe_({}, 'UTC', true).conditions).toEqual([
      { column: 'archived_at', op: 'not.is', value: 'null' },
    ]);
  });

  it.each<[string, Partial<LogFilters>, LogCondition[]]>([
    ['account', { account: ID }, [{ column: 'account_id', op: 'eq', value: ID }]],
    ['strategy', { strategy: ID }, [{ column: 'strategy_id', op: 'eq', value: ID }]],
    ['side', { side: 'short' }, [{ column: 'side', op: 'eq', value: 'short' }]],
    ['status', { status: 'planned' }, [{ column: 'status', op: 'eq', value: 'planned' }]],
    ['result', { result: 'loss' }, [{ column: 'result', op: 'eq', value: 'loss' }]],
    ['asset', { asset: 'crypto' }, [{ column: 'asset_class', op: 'eq', value: 'crypto' }]],
    [
      'R range',
      { rMin: '-1', rMax: '2.5' },
      [
        { column: 'r_multiple', op: 'gte', value: '-1' },
        { column: 'r_multiple', op: 'lte', value: '2.5' },
      ],
    ],
    [
      'symbol as a prefix, upper case',
      { symbol: ' aapl ' },
      [{ column: 'symbol', op: 'ilike', value: 'AAPL*' }],
    ],
    [
      'symbol without pattern characters',
      { symbol: 'es*%(1),"\\' },
      [{ column: 'symbol', op: 'ilike', value: 'ES1*' }],
    ],
    ['symbol of pattern characters only', { symbol: '*%' }, []],
    [
      'chosen trades',
      { ids: `${ID},7c9e6679-7425-40de-944b-e07fc1f90ae7` },
      [{ column: 'id', op: 'in', value: `(${ID},7c9e6679-7425-40de-944b-e07fc1f90ae7)` }],
    ],
  ])('%s', (_, set, expected) => {
    expect(describe_(set).conditions).toEqual([ACTIVE, ...expected]);
  });
});

describe('describeLogQuery date range', () => {
  it.each([
    ['UTC', '2025-03-01', '2025-03-31', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
    ['Pacific/Auckland', '2025-03-01', '2025-03-31', '2025-02-28T11:00:00.000Z', '2025-03-31T11:00:00.000Z'],
    ['America/New_York', '2025-03-08', '2025-03-09', '2025-03-08T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
  ])('in %s, from %s to %s inclusive', (zone, from, to, start, end) => {
    expect(describe_({ from, to }, zone).conditions).toEqual([
      ACTIVE,
      { column: 'opened_at', op: 'gte', value: start },
      { column: 'opened_at', op: 'lt', value: end },
    ]);
  });

  it('a one-sided range has one bound', () => {
    expect(describe_({ to: '2025-06-30' }).conditions).toEqual([
      ACTIVE,
      { column: 'opened_at', op: 'lt', value: '2025-07-01T00:00:00.000Z' },
    ]);
  });

  it('a malformed day is no bound', () => {
    expect(describe_({ from: '2025-6-1' }).conditions).toEqual([ACTIVE]);
  });
});

describe('describeLogQuery search', () => {
  it.each([
    ['breakout', 'symbol.ilike."*breakout*",notes.ilike."*breakout*"'],
    ['  gap up  ', 'symbol.ilike."*gap up*",notes.ilike."*gap up*"'],
    ['a,b(c)', 'symbol.ilike."*a b c*",notes.ilike."*a b c*"'],
    ['say "hi"\\*%', 'symbol.ilike."*say  hi*",notes.ilike."*say  hi*"'],
    ['"*%(),\\', null],
    ['', null],
  ])('%j', (q, expected) => {
    expect(describe_({ q }).search).toBe(expected);
  });
});

describe('describeLogQuery tag and order', () => {
  it('keeps the tag apart from the conditions', () => {
    const query = describe_({ tag: ID });
    expect(query.tagId).toBe(ID);
    expect(query.conditions).toEqual([ACTIVE]);
  });

  it.each([
    [
      { column: 'net' as const, ascending: true },
      { column: 'net_pnl', ascending: true },
    ],
    [
      { column: 'costs' as const, ascending: false },
      { column: 'fees', ascending: false },
    ],
    [
      { column: 'holding' as const, ascending: true },
      { column: 'holding_ms', ascending: true },
    ],
    // a column with nothing to sort by falls back to the opening time, keeping the direction
    [
      { column: 'account' as const, ascending: true },
      { column: 'opened_at', ascending: true },
    ],
  ])('orders %j by %j', (sort, order) => {
    expect(describeLogQuery(EMPTY_FILTERS, sort, { archived: false, zone: 'UTC' }).order).toEqual(order);
  });
});
