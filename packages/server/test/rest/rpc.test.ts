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

describe('rpc', () => {
  it('calls with named JSON arguments (POST) and query arguments (GET)', async () => {
    expect(await db.rpc('add', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200, error: null });
    expect((await db.rpc('add', { a: 20, b: 22 }, { get: true })).data).toBe(42);
    expect((await db.rpc('book_count', { author: 1 })).data).toBe(2);
    expect((await db.rpc('sum_all', { vals: [1, 2, 3] })).data).toBe(6);
    expect((await db.rpc('sum_all', { vals: [4, 5] }, { get: true })).data).toBe(9);
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    expect((await db.rpc('echo', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
  });

  it('answers 204 for void functions and runs volatile ones read-write', async () => {
    const ping = await db.rpc('ping');
    expect(ping).toMatchObject({ status: 204, data: null, error: null });
    const tag = await db.rpc('new_genre', { name: 'from-rpc' });
    expect(tag.data).toMatchObject({ name: 'from-rpc' });
    const readOnly = await db.rpc('new_genre', { name: 'via-get' }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('filters, orders, limits, counts and embeds set-returning functions like tables', async () => {
    const { data, error, count } = await db
      .rpc('authors_from', { c: 'US' }, { count: 'exact' })
      .select('name, books!author_id(title)')
      .order('name')
      .limit(1);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ name: 'Octavia', books: [{ title: 'Kindred' }] }]);
    const table = await db.rpc('top_books', { min_pages: 250 }).lt('pages', 350).select('title');
    expect(table.data).toEqual([{ title: 'The Left Hand of Darkness' }, { title: 'Kindred' }]);
    const viaGet = await db.rpc('top_books', {}, { get: true }).eq('title', 'Solaris').single();
    expect(viaGet.data).toEqual({ title: 'Solaris', pages: 204 });
    const head = await db.rpc('top_books', {}, { head: true, count: 'exact' });
    expect(head.count).toBe(5);
    expect((await db.rpc('numbers', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('runs as the caller', async () => {
    expect((await db.rpc('whoami')).data).toBe('nobody:anon');
    expect((await fx.alice.client.rpc('whoami')).data).toBe(`${fx.alice.id}:authenticated`);
    expect((await fx.test.admin().rpc('whoami')).data).toBe('nobody:service_role');
  });

  it('reports errors as PostgREST does', async () => {
    const raised = await db.rpc('fail_with', { msg: 'no way' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', message: 'no way', details: null, hint: 'a hint' });
    const missing = await db.rpc('nope', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a) in the schema cache',
    });
    const wrongArgs = await db.rpc('add', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const badValue = await db.rpc('add', { a: 'x', b: 1 });
    expect(badValue.status).toBe(400);
    const put = await fetch(`${fx.test.url}/rest/v1/rpc/add`, {
      method: 'PUT',
      headers: { apikey: fx.test.anonKey },
    });
    expect(put.status).toBe(405);
    expect((await put.json()).code).toBe('PGRST101');
    const notExposed = await db.rpc('uid');
    expect(notExposed.status).toBe(404);
  });
});
