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

const count = async (sql: string, params: unknown[] = []) =>
  Number(
    (await fx.test.server.ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]!.n,
  );

describe('insert', () => {
  it('inserts one object with return=minimal by default: 201, no body', async () => {
    const res = await db.from('genres').insert({ name: 'minimal' });
    expect(res).toMatchObject({ status: 201, data: null, error: null });
    expect(await count(`public.genres where name = 'minimal'`)).toBe(1);
  });

  it('inserts an array and returns the representation shaped by select, with embeds', async () => {
    const {
      data,
      error,
      status,
      count: n,
    } = await db
      .from('books')
      .insert(
        [
          { title: 'New A', author_id: 2, pages: 10 },
          { title: 'New B', author_id: 3 },
        ],
        { count: 'exact' },
      )
      .select('title, pages, author:authors!author_id(name)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(n).toBe(2);
    expect(data).toEqual([
      { title: 'New A', pages: 10, author: { name: 'Stanislaw' } },
      { title: 'New B', pages: null, author: { name: 'Jorge' } },
    ]);
  });

  it('inserts a single row and returns it as an object with single()', async () => {
    const { data, error } = await db.from('genres').insert({ name: 'single' }).select('name').single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'single' });
  });

  it('applies column defaults with missing=default (defaultToNull: false)', async () => {
    const { data, error } = await db
      .from('authors')
      .insert([{ name: 'Default A' }, { name: 'Default B', created_at: '2020-02-02T00:00:00Z' }], {
        defaultToNull: false,
      })
      .select('name, tags, created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Default A', tags: [], created_at: '2024-01-01T00:00:00+00:00' },
      { name: 'Default B', tags: [], created_at: '2020-02-02T00:00:00+00:00' },
    ]);
    // without it, keys absent from a row are NULL (tags is NOT NULL, so this fails)
    const nulls = await db.from('authors').insert([{ name: 'Null A', tags: ['x'] }, { name: 'Null B' }]);
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
  });

  it('honours the columns parameter and rejects unknown columns with PGRST204', async () => {
    const raw = await fetch(`${fx.test.url}/rest/v1/genres?columns=name`, {
      method: 'POST',
      headers: {
        apikey: fx.test.anonKey,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify([
        { name: 'col-a', ignored: 1 },
        { name: 'col-b', id: 12345 },
      ]),
    });
    expect(raw.status).toBe(201);
    const rows = (await raw.json()) as Array<{ id: number; name: string }>;
    expect(rows.map((r) => r.name)).toEqual(['col-a', 'col-b']);
    expect(rows.some((r) => r.id === 12345)).toBe(false);
    const unknown = await db.from('genres').insert({ name: 'x', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'genres' in the schema cache",
    });
  });

  it('answers headers-only with a Location', async () => {
    const res = await fetch(`${fx.test.url}/rest/v1/genres`, {
      method: 'POST',
      headers: { apikey: fx.test.anonKey, 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ name: 'located' }),
    });
    expect(res.status).toBe(201);
    const { rows } = await fx.test.server.ctx.db.query<{ id: number }>(
      `select id from public.genres where name = 'located'`,
    );
    expect(res.headers.get('location')).toBe(`/genres?id=eq.${rows[0]!.id}`);
  });

  it('maps constraint violations: 23505 and 23503 to 409, 23514 and 23502 to 400', async () => {
    const dup = await db.from('genres').insert({ name: 'classic' });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({
      code: '23505',
      details: 'Key (name)=(classic) already exists.',
      hint: null,
    });
    const fk = await db.from('books').insert({ title: 'Orphan', author_id: 9999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const check = await db.from('reviews').insert({ book_id: 1, stars: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const bad = await db.from('books').insert({ title: 'Bad', pages: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });

  it('accepts Content-Profile public and refuses other schemas with 406 PGRST106', async () => {
    expect((await db.schema('public').from('genres').insert({ name: 'profiled' })).status).toBe(201);
    const other = await db.schema('auth').from('users').insert({ email: 'x@example.test' });
    expect(other.status).toBe(406);
    expect(other.error).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public',
    });
    expect(await count(`auth.users where email = 'x@example.test'`)).toBe(0);
  });

  it('rejects malformed bodies with PGRST102 and changes nothing', async () => {
    const before = await count('public.genres');
    for (const body of ['', '{', '[1,2]', '"text"', 'null', '[{"name":"a"},3]']) {
      const res = await fetch(`${fx.test.url}/rest/v1/genres`, {
        method: 'POST',
        headers: { apikey: fx.test.anonKey, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
      expect((await res.json()).code).toBe('PGRST102');
    }
    expect(await count('public.genres')).toBe(before);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key: 201 when inserting, 200 when only updating', async () => {
    const created = await db.from('genres').upsert({ id: 500, name: 'upsert-new' }).select();
    expect(created.status).toBe(201);
    expect(created.data).toEqual([{ id: 500, name: 'upsert-new' }]);
    const merged = await db.from('genres').upsert({ id: 500, name: 'upsert-merged' }).select();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 500, name: 'upsert-merged' }]);
    const minimal = await db.from('genres').upsert([
      { id: 500, name: 'upsert-minimal' },
      { id: 501, name: 'upsert-other' },
    ]);
    expect(minimal.status).toBe(201);
    expect(await count(`public.genres where id in (500, 501)`)).toBe(2);
  });

  it('ignores duplicates and upserts on another unique column with on_conflict', async () => {
    const ignored = await db
      .from('genres')
      .upsert({ id: 1, name: 'not-applied' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const { rows } = await fx.test.server.ctx.db.query<{ name: string }>(
      'select name from public.genres where id = 1',
    );
    expect(rows[0]!.name).toBe('classic');
    const byName = await db
      .from('author_profiles')
      .upsert({ author_id: 2, website: 'https://lem.example' }, { onConflict: 'author_id' })
      .select();
    expect(byName.data).toEqual([{ author_id: 2, website: 'https://lem.example' }]);
    const badTarget = await db.from('genres').upsert({ name: 'x' }, { onConflict: 'nope' });
    expect(badTarget.status).toBe(400);
    expect(badTarget.error?.code).toBe('PGRST204');
  });
});

describe('update and delete', () => {
  it('updates rows matched by filters: 204 minimal, 200 with representation', async () => {
    const minimal = await db.from('books').update({ pages: 205 }).eq('title', 'Solaris');
    expect(minimal.status).toBe(204);
    const rep = await db
      .from('books')
      .update({ price: 7.5 })
      .eq('title', 'Solaris')
      .select('title, price, pages');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ title: 'Solaris', price: 7.5, pages: 205 }]);
    const counted = await db
      .from('books')
      .update({ published: '1961-06-01' }, { count: 'exact' })
      .in('id', [3, 4]);
    expect(counted.count).toBe(2);
    const none = await db.from('books').update({ pages: 1 }).eq('id', 9999).select();
    expect(none).toMatchObject({ status: 200, data: [] });
  });

  it('rolls a singular update back when it matches several rows', async () => {
    const res = await db.from('books').update({ pages: 1 }).lt('id', 3).select().single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    expect(await count('public.books where pages = 1')).toBe(0);
  });

  it('deletes rows matched by filters and returns them on request', async () => {
    await db.from('genres').insert([{ name: 'del-1' }, { name: 'del-2' }, { name: 'keep-3' }]);
    const rep = await db.from('genres').delete().like('name', 'del-%').select('name').order('name');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ name: 'del-1' }, { name: 'del-2' }]);
    const minimal = await db.from('genres').delete().eq('name', 'keep-3');
    expect(minimal.status).toBe(204);
    expect(await count(`public.genres where name like 'del-%' or name = 'keep-3'`)).toBe(0);
  });

  it('enforces max-affected with handling=strict', async () => {
    const res = await fetch(`${fx.test.url}/rest/v1/books?id=lt.4`, {
      method: 'PATCH',
      headers: {
        apikey: fx.test.anonKey,
        'Content-Type': 'application/json',
        Prefer: 'handling=strict, max-affected=1',
      },
      body: JSON.stringify({ pages: 2 }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST124');
    expect(await count('public.books where pages = 2')).toBe(0);
  });

  it('rejects an update body that is not an object and unknown columns', async () => {
    const arr = await fetch(`${fx.test.url}/rest/v1/books?id=eq.1`, {
      method: 'PATCH',
      headers: { apikey: fx.test.anonKey, 'Content-Type': 'application/json' },
      body: '[{"pages":1}]',
    });
    expect(arr.status).toBe(400);
    const unknown = await db.from('books').update({ nope: 1 }).eq('id', 1);
    expect(unknown.error?.code).toBe('PGRST204');
  });
});
