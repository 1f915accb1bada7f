import { describe, expect, it } from 'vitest';
import { RestError } from '../../src/rest/errors.ts';
import { parseAccept, parsePrefer, parseRange } from '../../src/rest/parse/headers.ts';
import { parseOrder, parseQuery } from '../../src/rest/parse/query.ts';
import { parseSelect } from '../../src/rest/parse/select.ts';

const failsWith = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RestError);
    expect((err as RestError).code).toBe(code);
    return;
  }
  throw new Error('expected a failure');
};

describe('select grammar', () => {
  it('reads columns, aliases, casts, JSON paths, aggregates', () => {
    expect(parseSelect('id,who:name,id::text,data->a->>b,total:amount.sum()::int,count()')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: undefined },
      { kind: 'column', field: { name: 'name', json: [] }, alias: 'who' },
      { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
      },
      {
        kind: 'column',
        field: { name: 'amount', json: [] },
        alias: 'total',
        aggregate: 'sum',
        aggregateCast: 'int',
      },
      { kind: 'count', alias: undefined, cast: undefined },
    ]);
  });

  it('reads embeds with hints, inner joins, spreads and nesting', () => {
    expect(parseSelect('title,author:authors!author_id!inner(name,books(*)),...tags()')).toEqual([
      { kind: 'column', field: { name: 'title', json: [] }, alias: undefined },
      {
        kind: 'embed',
        name: 'authors',
        alias: 'author',
        hint: 'author_id',
        join: 'inner',
        spread: false,
        select: [
          { kind: 'column', field: { name: 'name', json: [] }, alias: undefined },
          {
            kind: 'embed',
            name: 'books',
            alias: undefined,
            hint: undefined,
            join: 'left',
            spread: false,
            select: [{ kind: 'star' }],
          },
        ],
      },
      {
        kind: 'embed',
        name: 'tags',
        alias: undefined,
        hint: undefined,
        join: 'left',
        spread: true,
        select: [],
      },
    ]);
  });

  it('reads quoted names', () => {
    expect(parseSelect('"a,b":"weird col"')).toEqual([
      { kind: 'column', field: { name: 'weird col', json: [] }, alias: 'a,b' },
    ]);
  });
});

describe('query parameters', () => {
  it('assigns filters and modifiers to embedding levels', () => {
    const q = parseQuery([
      ['select', '*,books(*)'],
      ['id', 'gt.1'],
      ['books.title', 'like.*x*'],
      ['books.order', 'title.desc.nullslast'],
      ['books.limit', '2'],
      ['or', '(a.eq.1,and(b.gt.2,c.not.in.(1,"2,3")))'],
      ['not.and', '(d.is.null,e.cs.{x,y})'],
      ['limit', '10'],
      ['offset', '5'],
    ]);
    const top = q.levels.get('')!;
    expect(top.limit).toBe(10);
    expect(top.offset).toBe(5);
    expect(top.filters).toHaveLength(3);
    expect(top.filters[1]).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'condition', field: { name: 'a' }, op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          children: [
            { op: 'gt', value: '2' },
            { op: 'in', negate: true, list: ['1', '2,3'] },
          ],
        },
      ],
    });
    expect(top.filters[2]).toMatchObject({
      kind: 'logic',
      op: 'and',
      negate: true,
      children: [
        { op: 'is', value: 'null' },
        { op: 'cs', value: '{x,y}' },
      ],
    });
    const books = q.levels.get('books')!;
    expect(books.filters[0]).toMatchObject({ op: 'like', value: '*x*' });
    expect(books.order).toEqual([
      { field: { name: 'title', json: [] }, relation: undefined, direction: 'desc', nulls: 'last' },
    ]);
    expect(books.limit).toBe(2);
  });

  it('reads operator modifiers and fts configurations', () => {
    const q = parseQuery([
      ['name', 'like(any).{a*,"b,c"}'],
      ['body', 'not.fts(english).cat & dog'],
      ['x', 'is.NULL'],
    ]);
    expect(q.levels.get('')!.filters).toMatchObject([
      { op: 'like', quantifier: 'any', list: ['a*', 'b,c'] },
      { op: 'fts', config: 'english', negate: true, value: 'cat & dog' },
      { op: 'is', value: 'null' },
    ]);
  });

  it('orders by related columns', () => {
    expect(parseOrder('authors(name).desc,id')).toEqual([
      { relation: 'authors', field: { name: 'name', json: [] }, direction: 'desc' },
      { field: { name: 'id', json: [] }, relation: undefined },
    ]);
  });

  it('answers PGRST100 for malformed input', () => {
    for (const [key, value] of [
      ['id', 'nope.1'],
      ['id', 'eq'],
      ['id', 'in.(1,2'],
      ['id', 'is.maybe'],
      ['id', 'eq(any).1'],
      ['or', 'a.eq.1'],
      ['or', '(a.eq.1'],
      ['select', 'a,(b'],
      ['select', 'a!x!y!z(b)'],
      ['order', 'a.sideways'],
      ['limit', '-1'],
      ['offset', 'x'],
      ['or', `${'('.repeat(40)}a.eq.1${')'.repeat(40)}`],
    ] as const) {
      failsWith(() => parseQuery([[key, value]]), 'PGRST100');
    }
  });
});

describe('headers', () => {
  it('reads Prefer as postgrest-js joins it', () => {
    expect(
      parsePrefer('resolution=merge-duplicates, count=exact,return=representation, missing=default'),
    ).toMatchObject({
      resolution: 'merge-duplicates',
      count: 'exact',
      return: 'representation',
      missing: 'default',
    });
    expect(parsePrefer('return=nope').invalid).toEqual(['return=nope']);
    failsWith(() => parsePrefer('handling=strict, return=nope'), 'PGRST122');
  });

  it('negotiates the media type and reads Range', () => {
    expect(parseAccept(undefined).type).toBe('json');
    expect(parseAccept('application/vnd.pgrst.object+json').type).toBe('object');
    expect(parseAccept('text/csv;q=0.5, application/json').type).toBe('json');
    expect(parseAccept('application/json;nulls=stripped').stripNulls).toBe(true);
    failsWith(() => parseAccept('application/xml'), 'PGRST107');
    expect(parseRange('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRange('5-')).toEqual({ offset: 5 });
    expect(parseRange('garbage')).toBeUndefined();
    failsWith(() => parseRange('9-2'), 'PGRST103');
  });
});
