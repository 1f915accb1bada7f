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

describe('select', () => {
  it('reads columns, star, aliases, casts and JSON paths', async () => {
    const all = await db.from('authors').select().order('id');
    expect(all.error).toBeNull();
    expect(all.status).toBe(200);
    expect(all.data).toHaveLength(4);
    expect(all.data![0]).toMatchObject({
      id: 1,
      name: 'Ursula',
      rating: 4.8,
      tags: ['scifi', 'fantasy'],
      created_at: '2024-01-01T00:00:00+00:00',
    });

    const shaped = await db
      .from('authors')
      .select('who:name, id::text, city:meta->address->>city, born:meta->born')
      .eq('id', 1)
      .single();
    expect(shaped.error).toBeNull();
    expect(shaped.data).toEqual({ who: 'Ursula', id: '1', city: 'Berkeley', born: 1929 });
    const path = await db.from('authors').select('meta->address->city').eq('id', 2).single();
    expect(path.data).toEqual({ city: 'Krakow' });
    const arrayIndex = await db.from('authors').select('first:tags->0').eq('id', 1).single();
    expect(arrayIndex.data).toEqual({ first: 'scifi' });
  });

  it('keeps PostgreSQL JSON formatting for numeric, date, range and timestamptz', async () => {
    const { data } = await db.from('books').select('price, published, period').eq('id', 3).single();
    expect(data).toEqual({ price: 8.0, published: '1961-01-01', period: '[1960,1970)' });
  });

  it('rejects unknown columns and types with PostgreSQL codes', async () => {
    const col = await db.from('authors').select('nope');
    expect(col.status).toBe(400);
    expect(col.error).toMatchObject({ code: '42703', message: 'column authors.nope does not exist' });
    const cast = await db.from('authors').select('id::not_a_type');
    expect(cast.status).toBe(400);
    expect(cast.error?.code).toBe('42704');
    const parse = await db.from('authors').select('id,(');
    expect(parse.status).toBe(400);
    expect(parse.error?.code).toBe('PGRST100');
  });

  it('answers 404 PGRST205 for tables that are not exposed', async () => {
    for (const table of ['nope', 'users', 'migrations']) {
      const res = await db.from(table).select();
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({
        code: 'PGRST205',
        message: `Could not find the table 'public.${table}' in the schema cache`,
      });
    }
    const other = await db.schema('auth').from('users').select();
    expect(other.status).toBe(406);
    expect(other.error?.code).toBe('PGRST106');
  });
});

describe('embedding', () => {
  it('embeds many-to-one as an object, with hints and aliases', async () => {
    const { data, error } = await db
      .from('books')
      .select(
        'title, author:authors!author_id(name), editor:authors!books_editor_id_fkey(name), by_column:author_id(country)',
      )
      .order('id')
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'The Left Hand of Darkness',
        author: { name: 'Ursula' },
        editor: { name: 'Stanislaw' },
        by_column: { country: 'US' },
      },
      { title: 'The Dispossessed', author: { name: 'Ursula' }, editor: null, by_column: { country: 'US' } },
    ]);
  });

  it('embeds one-to-many as an array, one-to-one as an object, many-to-many through the join table', async () => {
    const { data, error } = await db
      .from('authors')
      .select('name, books!author_id(title, genres(name), reviews(stars)), author_profiles(website)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ursula',
      author_profiles: { website: 'https://ursula.example' },
      books: expect.arrayContaining([
        {
          title: 'The Left Hand of Darkness',
          genres: expect.arrayContaining([{ name: 'classic' }, { name: 'award' }]),
          reviews: expect.arrayContaining([{ stars: 5 }, { stars: 4 }]),
        },
        { title: 'The Dispossessed', genres: [{ name: 'award' }], reviews: [] },
      ]),
    });
    const genres = await db.from('genres').select('name, books(title)').eq('name', 'short').single();
    expect(genres.data).toEqual({ name: 'short', books: [{ title: 'Ficciones' }] });
  });

  it('filters, orders and limits embedded resources without touching the parent rows', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title, pages)')
      .eq('id', 1)
      .order('pages', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .single();
    expect(data).toEqual({ name: 'Ursula', books: [{ title: 'The Dispossessed', pages: 387 }] });
    const filtered = await db
      .from('books')
      .select('title, genres(name)')
      .eq('genres.name', 'award')
      .order('id');
    expect(filtered.data).toHaveLength(5);
    expect(filtered.data![0]!.genres).toEqual([{ name: 'award' }]);
    expect(filtered.data![2]!.genres).toEqual([]);
    const or = await db
      .from('books')
      .select('title, reviews(stars)')
      .or('stars.eq.5,stars.eq.3', { referencedTable: 'reviews' })
      .eq('id', 1)
      .single();
    expect(or.data).toEqual({ title: 'The Left Hand of Darkness', reviews: [{ stars: 5 }] });
  });

  it('pages embedded resources with range on the referenced table', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'books' })
      .range(1, 1, { referencedTable: 'books' })
      .single();
    expect(data).toEqual({ name: 'Ursula', books: [{ title: 'The Left Hand of Darkness' }] });
  });

  it('restricts parent rows with !inner and with embed null filters', async () => {
    const inner = await db.from('books').select('title, genres!inner(name)').eq('genres.name', 'short');
    expect(inner.data).toEqual([{ title: 'Ficciones', genres: [{ name: 'short' }] }]);
    const withCount = await db
      .from('books')
      .select('title, authors!author_id!inner(country)', { count: 'exact' })
      .eq('authors.country', 'US');
    expect(titles(withCount.data).sort()).toEqual([
      'Kindred',
      'The Dispossessed',
      'The Left Hand of Darkness',
    ]);
    expect(withCount.count).toBe(3);
    const notNull = await db.from('books').select('title, reviews()').not('reviews', 'is', null).order('id');
    expect(titles(notNull.data)).toEqual(['The Left Hand of Darkness', 'Solaris']);
    const isNull = await db
      .from('books')
      .select('title, editor:authors!editor_id(name)')
      .is('editor', null)
      .order('id');
    expect(titles(isNull.data)).toEqual(['The Dispossessed', 'Ficciones']);
    const bad = await db.from('books').select('title, reviews(stars)').eq('reviews', 1);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST120');
  });

  it('spreads to-one embeds and orders by a to-one embed column', async () => {
    const spread = await db
      .from('books')
      .select('title, ...authors!author_id(author:name)')
      .eq('id', 3)
      .single();
    expect(spread.data).toEqual({ title: 'Solaris', author: 'Stanislaw' });
    const res = await fetch(
      `${fx.test.url}/rest/v1/books?select=title,authors!author_id(name)&order=authors(name).desc,id`,
      { headers: { apikey: fx.test.anonKey } },
    );
    expect(titles(await res.json())).toEqual([
      'The Left Hand of Darkness',
      'The Dispossessed',
      'Solaris',
      'Kindred',
      'Ficciones',
    ]);
  });

  it('reports missing and ambiguous relationships as PostgREST does', async () => {
    const ambiguous = await db.from('books').select('title, authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.details).toHaveLength(2);
    const missing = await db.from('genres').select('name, reviews(stars)');
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'genres' and 'reviews' in the schema cache",
    });
    const notEmbedded = await db.from('books').select('title').eq('reviews.stars', 5);
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });
});

describe('order, pagination and counts', () => {
  it('orders by several columns with nullsfirst / nullslast', async () => {
    const first = await db
      .from('authors')
      .select('name')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id');
    expect(names(first.data)).toEqual(['Jorge', 'Ursula', 'Octavia', 'Stanislaw']);
    const last = await db
      .from('authors')
      .select('name')
      .order('rating', { ascending: false, nullsFirst: false });
    expect(names(last.data)).toEqual(['Ursula', 'Octavia', 'Stanislaw', 'Jorge']);
    const multi = await db
      .from('authors')
      .select('name')
      .order('country')
      .order('name', { ascending: false });
    expect(names(multi.data)).toEqual(['Jorge', 'Stanislaw', 'Ursula', 'Octavia']);
  });

  it('pages with limit, range and the Range header, with Content-Range on every answer', async () => {
    const page = await db.from('authors').select('name', { count: 'exact' }).order('id').range(1, 2);
    expect(names(page.data)).toEqual(['Stanislaw', 'Jorge']);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const full = await db.from('authors').select('name', { count: 'exact' });
    expect(full.status).toBe(200);
    expect(full.count).toBe(4);
    const raw = await fetch(`${fx.test.url}/rest/v1/authors?select=name&order=id`, {
      headers: { apikey: fx.test.anonKey, Range: '2-3', Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('2-3/4');
    expect(names(await raw.json())).toEqual(['Jorge', 'Octavia']);
    const none = await fetch(`${fx.test.url}/rest/v1/authors?id=eq.999`, {
      headers: { apikey: fx.test.anonKey },
    });
    expect(none.headers.get('content-range')).toBe('*/*');
    const past = await db.from('authors').select('name', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
    const limited = await db.from('authors').select('name').limit(0);
    expect(limited.data).toEqual([]);
  });

  it('counts planned and estimated, and answers HEAD with headers only', async () => {
    const planned = await db.from('authors').select('*', { count: 'planned' });
    expect(typeof planned.count).toBe('number');
    const estimated = await db.from('authors').select('*', { count: 'estimated' });
    expect(estimated.count).toBe(4);
    const head = await db.from('books').select('*', { count: 'exact', head: true }).gt('pages', 250);
    expect(head.status).toBe(200);
    expect(head.data).toBeNull();
    expect(head.count).toBe(3);
    const raw = await fetch(`${fx.test.url}/rest/v1/books`, {
      method: 'HEAD',
      headers: { apikey: fx.test.anonKey, Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-4/5');
    expect(await raw.text()).toBe('');
  });
});

describe('media types', () => {
  it('answers single objects and PGRST116 for zero or several rows', async () => {
    const one = await db.from('authors').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Stanislaw' });
    const none = await db.from('authors').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await db.from('authors').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await db.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
    const maybeOne = await db.from('authors').select('name').eq('id', 1).maybeSingle();
    expect(maybeOne.data).toEqual({ name: 'Ursula' });
  });

  it('answers CSV', async () => {
    const { data, error } = await db.from('authors').select('id, name, country').order('id').limit(2).csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,country\n1,Ursula,US\n2,Stanislaw,PL');
  });

  it('strips nulls on request and refuses unknown media types', async () => {
    const stripped = await db.from('authors').select('name, rating').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ name: 'Jorge' }]);
    const raw = await fetch(`${fx.test.url}/rest/v1/authors`, {
      headers: { apikey: fx.test.anonKey, Accept: 'application/xml' },
    });
    expect(raw.status).toBe(406);
    expect((await raw.json()).code).toBe('PGRST107');
  });
});

describe('views', () => {
  it('reads views like tables', async () => {
    const { data } = await db.from('long_books').select('title').order('pages');
    expect(titles(data)).toEqual(['The Left Hand of Darkness', 'The Dispossessed']);
  });

  it('embeds through views with the keys of the tables they pass columns through from', async () => {
    const toOne = await db
      .from('long_books')
      .select('title, authors(name), genres(name)')
      .order('pages')
      .limit(1)
      .single();
    expect(toOne.error).toBeNull();
    expect(toOne.data).toEqual({
      title: 'The Left Hand of Darkness',
      authors: { name: 'Ursula' },
      genres: expect.arrayContaining([{ name: 'classic' }, { name: 'award' }]),
    });
    const toMany = await db.from('authors').select('name, long_books(title)').eq('id', 2).single();
    expect(toMany.data).toEqual({ name: 'Stanislaw', long_books: [] });
  });
});
