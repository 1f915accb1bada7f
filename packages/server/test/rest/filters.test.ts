import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestFixture, type RestFixture } from './fixture.ts';

let fx: RestFixture;
let db: SupabaseClient;
beforeAll(async () => {
  fx = await startRestFixture();
  db = fx.test.client();
});
afterAll(async () => {
  await fx?.test.stop();
});

const names = (rows: unknown) => (rows as Array<{ name: string }>).map((r) => r.name);
const titles = (rows: unknown) => (rows as Array<{ title: string }>).map((r) => r.title);

const authorsQuery = () => db.from('authors').select('name').order('id');
type AuthorsQuery = ReturnType<typeof authorsQuery>;

describe('filters', () => {
  const cases: Array<[string, (q: AuthorsQuery) => AuthorsQuery, string[]]> = [
    ['eq', (q) => q.eq('country', 'US'), ['Ursula', 'Octavia']],
    ['neq', (q) => q.neq('country', 'US'), ['Stanislaw', 'Jorge']],
    ['gt', (q) => q.gt('rating', 4.7), ['Ursula']],
    ['gte', (q) => q.gte('rating', 4.7), ['Ursula', 'Octavia']],
    ['lt', (q) => q.lt('rating', 4.7), ['Stanislaw']],
    ['lte', (q) => q.lte('rating', 4.7), ['Stanislaw', 'Octavia']],
    ['like', (q) => q.like('name', '%tan%'), ['Stanislaw']],
    ['like with *', (q) => q.filter('name', 'like', '*r*'), ['Ursula', 'Jorge']],
    ['ilike', (q) => q.ilike('name', 'o%'), ['Octavia']],
    ['like(any)', (q) => q.likeAnyOf('name', ['U%', 'J%']), ['Ursula', 'Jorge']],
    ['ilike(all)', (q) => q.ilikeAllOf('name', ['%a%', '%u%']), ['Ursula']],
    ['match', (q) => q.match({ country: 'PL' }), ['Stanislaw']],
    ['regex match', (q) => q.filter('name', 'match', '^[JO]'), ['Jorge', 'Octavia']],
    ['regex imatch', (q) => q.filter('name', 'imatch', '^[jo]'), ['Jorge', 'Octavia']],
    ['is null', (q) => q.is('rating', null), ['Jorge']],
    ['not is null', (q) => q.not('meta', 'is', null), ['Ursula', 'Stanislaw', 'Jorge']],
    ['isdistinct', (q) => q.filter('country', 'isdistinct', 'US'), ['Stanislaw', 'Jorge']],
    ['in', (q) => q.in('country', ['PL', 'AR']), ['Stanislaw', 'Jorge']],
    ['in with quoted values', (q) => q.in('name', ['Jorge', 'a,b', 'x)y']), ['Jorge']],
    ['not in', (q) => q.not('country', 'in', '(US,PL)'), ['Jorge']],
    ['cs array', (q) => q.contains('tags', ['scifi', 'fiction']), ['Octavia']],
    ['cs jsonb', (q) => q.contains('meta', { address: { city: 'Krakow' } }), ['Stanislaw']],
    [
      'cd array',
      (q) => q.containedBy('tags', ['scifi', 'fiction', 'poetry']),
      ['Stanislaw', 'Jorge', 'Octavia'],
    ],
    ['ov array', (q) => q.overlaps('tags', ['fantasy', 'fiction']), ['Ursula', 'Jorge', 'Octavia']],
    ['fts tsvector', (q) => q.textSearch('search', 'planet'), ['Stanislaw']],
    [
      'fts with config',
      (q) => q.textSearch('search', "'ocean' & 'planet'", { config: 'english' }),
      ['Stanislaw'],
    ],
    ['plfts', (q) => q.textSearch('bio', 'left hand', { type: 'plain' }), ['Ursula']],
    ['phfts', (q) => q.textSearch('bio', 'left hand', { type: 'phrase', config: 'english' }), ['Ursula']],
    ['wfts', (q) => q.textSearch('bio', 'libraries -ocean', { type: 'websearch' }), ['Jorge']],
    ['json path filter', (q) => q.filter('meta->>born', 'lt', '1925'), ['Stanislaw', 'Jorge']],
    ['nested json path', (q) => q.eq('meta->address->>city', 'Berkeley'), ['Ursula']],
    ['not eq', (q) => q.not('country', 'eq', 'US'), ['Stanislaw', 'Jorge']],
    ['or', (q) => q.or('country.eq.PL,rating.gt.4.75'), ['Ursula', 'Stanislaw']],
    [
      'or with nested and',
      (q) => q.or('country.eq.AR,and(country.eq.US,rating.lt.4.75)'),
      ['Jorge', 'Octavia'],
    ],
    [
      'or with not.and and in',
      (q) => q.or('id.in.(1,2),not.and(rating.gte.0,country.neq.AR)'),
      ['Ursula', 'Stanislaw', 'Jorge'],
    ],
  ];

  for (const [label, apply, expected] of cases) {
    it(`supports ${label}`, async () => {
      const { data, error, status } = await apply(authorsQuery());
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(names(data)).toEqual(expected);
    });
  }

  it('supports and=(...) and not.or=(...) in raw syntax', async () => {
    const get = async (qs: string) =>
      names(
        await (
          await fetch(`${fx.test.url}/rest/v1/authors?select=name&order=id&${qs}`, {
            headers: { apikey: fx.test.anonKey },
          })
        ).json(),
      );
    expect(await get('and=(country.eq.US,rating.gt.4.75)')).toEqual(['Ursula']);
    expect(await get('not.or=(country.eq.US,country.eq.PL)')).toEqual(['Jorge']);
    expect(await get('or=(name.eq."Jorge",tags.cs.{scifi,fantasy})')).toEqual(['Ursula', 'Jorge']);
  });

  it('filters ranges with sl, sr, nxr, nxl, adj and ov', async () => {
    const run = async (op: string, value: string) =>
      titles((await db.from('books').select('title').filter('period', op, value).order('id')).data);
    expect(await run('sl', '[1975,1990)')).toEqual(['The Left Hand of Darkness', 'Solaris', 'Ficciones']);
    expect(await run('sr', '[1930,1960)')).toEqual([
      'The Left Hand of Darkness',
      'The Dispossessed',
      'Solaris',
      'Kindred',
    ]);
    expect(await run('nxr', '[1940,1965)')).toEqual(['Ficciones']);
    expect(await run('nxl', '[1965,1990)')).toEqual(['The Dispossessed', 'Kindred']);
    expect(await run('adj', '[1950,1960)')).toEqual(['The Left Hand of Darkness', 'Solaris', 'Ficciones']);
    expect(await run('ov', '[1975,1976)')).toEqual(['The Dispossessed', 'Kindred']);
  });

  it('answers 400 PGRST100 for malformed filters and 4xx for values of the wrong type', async () => {
    const op = await db.from('authors').select().filter('id', 'nope', '1');
    expect(op.status).toBe(400);
    expect(op.error).toMatchObject({ code: 'PGRST100' });
    const value = await db.from('authors').select().eq('id', 'abc');
    expect(value.status).toBe(400);
    expect(value.error?.code).toBe('22P02');
    const isBad = await db.from('authors').select().filter('rating', 'is', 'maybe');
    expect(isBad.status).toBe(400);
  });
});
