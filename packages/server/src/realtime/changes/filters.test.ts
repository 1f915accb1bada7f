import { describe, expect, it } from 'vitest';
import { certainlyFails, FilterParseError, parseFilter } from './filters.ts';

describe('parseFilter', () => {
  it.each([
    ['user_id=eq.6f1c', [{ column: 'user_id', op: 'eq', negate: false, value: '6f1c', values: [] }]],
    ['n=gte.5', [{ column: 'n', op: 'gte', negate: false, value: '5', values: [] }]],
    ['n=in.(1,2,3)', [{ column: 'n', op: 'in', negate: false, value: '', values: ['1', '2', '3'] }]],
    ['name=in.("a,b",c)', [{ column: 'name', op: 'in', negate: false, value: '', values: ['a,b', 'c'] }]],
    ['name=eq."say \\"hi\\""', [{ column: 'name', op: 'eq', negate: false, value: 'say "hi"', values: [] }]],
    [
      'status=not.in.(draft,archived)',
      [{ column: 'status', op: 'in', negate: true, value: '', values: ['draft', 'archived'] }],
    ],
    ['deleted_at=is.NULL', [{ column: 'deleted_at', op: 'is', negate: false, value: 'null', values: [] }]],
    ['body=eq.with space', [{ column: 'body', op: 'eq', negate: false, value: 'with space', values: [] }]],
    ['note=eq.a=b', [{ column: 'note', op: 'eq', negate: false, value: 'a=b', values: [] }]],
  ])('reads %s', (text, expected) => {
    expect(parseFilter(text)).toEqual(expected);
  });

  it('joins comma-separated conditions (AND)', () => {
    expect(parseFilter('id=gt.0,id=lt.100').map((c) => [c.column, c.op, c.value])).toEqual([
      ['id', 'gt', '0'],
      ['id', 'lt', '100'],
    ]);
  });

  it('treats a missing or empty filter as no conditions', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('')).toEqual([]);
  });

  it.each(['n=foo.1', 'n', '=eq.1', 'n=eq', 'n=in.1,2', 'n=in.()', 'n=is.maybe', 'n=eq."open', 'n=in.(1,2'])(
    'refuses %s with the message RT sends',
    (text) => {
      expect(() => parseFilter(text)).toThrow(FilterParseError);
      expect(() => parseFilter(text)).toThrow(/^Error parsing `filter` params: \[/);
    },
  );
});

describe('certainlyFails', () => {
  const [userEq] = parseFilter('user_id=eq.6F1C2A3B-0000-4000-8000-000000000001');
  const [nIn] = parseFilter('n=in.(1,2)');
  const [nGt] = parseFilter('n=gt.1');
  const [notEq] = parseFilter('n=not.eq.1');

  it('skips subscribers whose equality filter cannot match', () => {
    expect(certainlyFails(userEq!, { user_id: '6f1c2a3b-0000-4000-8000-000000000002' }, 'uuid')).toBe(true);
    expect(certainlyFails(nIn!, { n: 3 }, 'int4')).toBe(true);
    expect(certainlyFails(nIn!, { n: null }, 'int4')).toBe(true);
  });

  it('keeps everything it cannot be sure about for PostgreSQL', () => {
    expect(certainlyFails(userEq!, { user_id: '6f1c2a3b-0000-4000-8000-000000000001' }, 'uuid')).toBe(false);
    expect(certainlyFails(nIn!, { n: 2 }, 'int4')).toBe(false);
    expect(certainlyFails(nGt!, { n: 0 }, 'int4')).toBe(false);
    expect(certainlyFails(notEq!, { n: 1 }, 'int4')).toBe(false);
    expect(certainlyFails(nIn!, { n: 2 }, 'numeric')).toBe(false);
    expect(certainlyFails(nIn!, { n: 2 ** 60 }, 'int8')).toBe(false);
  });
});
