import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMode } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { reloadSchema, startRestFixture, type RestFixture } from './fixture.ts';

let fx: RestFixture;
beforeAll(async () => {
  fx = await startRestFixture();
});
afterAll(async () => {
  await fx?.test.stop();
});

const clientWithToken = (token: string) =>
  createClient(fx.test.url, fx.test.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    accessToken: async () => token,
  });

describe('identity and row-level security', () => {
  it('runs each request as the caller: RLS decides what is visible', async () => {
    const a = await fx.alice.client
      .from('notes')
      .insert({ body: 'alice note' })
      .select('body, owner')
      .single();
    expect(a.error).toBeNull();
    expect(a.data).toEqual({ body: 'alice note', owner: fx.alice.id });
    await fx.bob.client.from('notes').insert({ body: 'bob note' });
    expect((await fx.alice.client.from('notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await fx.bob.client.from('notes').select('body')).data).toEqual([{ body: 'bob note' }]);
    const all = await fx.test.admin().from('notes').select('body').order('body');
    expect(all.data).toEqual([{ body: 'alice note' }, { body: 'bob note' }]);
  });

  it('answers 42501 with 401 for anon and 403 for a signed-in user', async () => {
    const anon = await fx.test.client().from('notes').select();
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const forged = await fx.alice.client.from('notes').insert({ body: 'as bob', owner: fx.bob.id });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
  });

  it('hides other users rows from update and delete', async () => {
    const upd = await fx.alice.client
      .from('notes')
      .update({ body: 'hijacked' })
      .eq('body', 'bob note')
      .select();
    expect(upd).toMatchObject({ status: 200, data: [] });
    const del = await fx.alice.client.from('notes').delete().eq('body', 'bob note').select();
    expect(del.data).toEqual([]);
    expect((await fx.bob.client.from('notes').select('body')).data).toEqual([{ body: 'bob note' }]);
  });

  it('answers 401 PGRST303 "JWT expired" for an expired token', async () => {
    const expired = await fx.test.server.ctx.keys.sign({ sub: fx.alice.id, role: 'authenticated' }, -3600);
    const res = await clientWithToken(expired).from('notes').select();
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const raw = await fetch(`${fx.test.url}/rest/v1/notes`, {
      headers: { apikey: fx.test.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(raw.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('answers 401 PGRST301 for invalid tokens and refuses roles it does not serve', async () => {
    const [h, p] = fx.alice.accessToken.split('.');
    for (const token of [
      `${h}.${p}.AAAA`,
      'not-a-jwt',
      `${h}.${Buffer.from(JSON.stringify({ sub: fx.bob.id, role: 'authenticated' })).toString('base64url')}.${fx.alice.accessToken.split('.')[2]}`,
    ]) {
      const res = await clientWithToken(token).from('genres').select();
      expect(res.status, token).toBe(401);
      expect(res.error?.code).toBe('PGRST301');
    }
    const superuser = await fx.test.server.ctx.keys.sign({ sub: fx.alice.id, role: 'postgres' }, 600);
    const res = await clientWithToken(superuser).from('genres').select();
    expect(res.status).toBe(401);
  });

  it('never lets one request see another request identity under concurrency', async () => {
    const runs = Array.from({ length: 60 }, (_, i) => {
      const who = [fx.alice, fx.bob, null][i % 3];
      const client = who ? who.client : fx.test.client();
      return client.rpc('whoami').then((r) => ({ who, data: r.data as string }));
    });
    for (const { who, data } of await Promise.all(runs)) {
      expect(data).toBe(who ? `${who.id}:authenticated` : 'nobody:anon');
    }
  });

  it('lets each user read and change only their own profile', async () => {
    const mine = await fx.alice.client
      .from('profiles')
      .select('id, full_name')
      .eq('user_id', fx.alice.id)
      .maybeSingle();
    expect(mine.data).toMatchObject({ full_name: 'Alice' });
    const theirs = await fx.alice.client.from('profiles').select('id').eq('user_id', fx.bob.id).maybeSingle();
    expect(theirs).toMatchObject({ data: null, error: null });
    const upd = await fx.alice.client
      .from('profiles')
      .update({ full_name: 'Alice L.' })
      .eq('user_id', fx.alice.id)
      .select('full_name');
    expect(upd.data).toEqual([{ full_name: 'Alice L.' }]);
    const bad = await fx.alice.client
      .from('profiles')
      .update({ base_currency: 'usd' })
      .eq('user_id', fx.alice.id);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    expect((await fx.test.client().from('profiles').select()).status).toBe(401);
  });
});

describe('schema cache', () => {
  it('reloads on NOTIFY pgrst, reload schema', async () => {
    const db = fx.test.server.ctx.db;
    await db.exec(
      `create table public.late_table (id int primary key, label text); insert into public.late_table values (1, 'hello');`,
    );
    expect((await fx.test.client().from('late_table').select()).status).toBe(404);
    await db.query(`notify pgrst, 'reload schema'`);
    let res = await fx.test.client().from('late_table').select();
    for (let i = 0; i < 50 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await fx.test.client().from('late_table').select();
    }
    expect(res.data).toEqual([{ id: 1, label: 'hello' }]);
  });

  it('describes what the caller may use in the OpenAPI document', async () => {
    const anon = await (
      await fetch(`${fx.test.url}/rest/v1/`, {
        headers: { apikey: fx.test.anonKey, Accept: 'application/openapi+json' },
      })
    ).json();
    expect(anon.swagger).toBe('2.0');
    expect(Object.keys(anon.paths)).toEqual(expect.arrayContaining(['/', '/authors', '/books', '/rpc/add']));
    expect(anon.paths['/notes']).toBeUndefined();
    expect(anon.definitions.authors.properties.id).toMatchObject({ type: 'integer', format: 'bigint' });
    expect(JSON.stringify(anon)).not.toContain('encrypted_password');
    const user = await (
      await fetch(`${fx.test.url}/rest/v1/`, {
        headers: { apikey: fx.test.anonKey, Authorization: `Bearer ${fx.alice.accessToken}` },
      })
    ).json();
    expect(user.paths['/notes']).toBeDefined();
  });
});

describe('limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ restMaxRows: 2, restBodyLimit: 2048, restStatementTimeoutMs: 200 });
    await limited.server.ctx.db.exec(`
      create table public.many (id int primary key);
      insert into public.many select generate_series(1, 10);
      create function public.slow() returns int language sql as $$ select 1 from pg_sleep(1) $$;
      create function public.slow_allowed() returns int language sql
        set statement_timeout to '30s' as $$ select 2 from pg_sleep(1) $$;
      create function public.quick_only() returns int language sql
        set statement_timeout to '20ms' as $$ select 3 from pg_sleep(0.1) $$;`);
    await reloadSchema(limited);
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('caps the rows of a read at the configured maximum', async () => {
    const res = await limited.client().from('many').select('id', { count: 'exact' }).order('id');
    expect(res.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(res.count).toBe(10);
    expect(res.status).toBe(206);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await limited
      .client()
      .from('many')
      .insert(Array.from({ length: 400 }, (_, i) => ({ id: 100 + i })));
    expect(res.status).toBe(413);
    expect(res.error).toMatchObject({ code: 'PGRST413' });
    expect(
      Number(
        (await limited.server.ctx.db.query<{ n: string }>('select count(*) as n from public.many')).rows[0]!
          .n,
      ),
    ).toBe(10);
  });

  it('cancels statements over the timeout (PostgreSQL; the embedded database has no timer)', async () => {
    const res = await limited.client().rpc('slow');
    if (testMode === 'postgres') expect(res.error?.code).toBe('57014');
    else expect(res).toMatchObject({ data: 1, error: null });
  });

  it("gives a function's own statement_timeout to its whole call, longer or shorter, as PostgREST hoists it", async () => {
    expect(await limited.client().rpc('slow_allowed')).toMatchObject({ data: 2, error: null });
    const quick = await limited.client().rpc('quick_only');
    if (testMode === 'postgres') expect(quick.error?.code).toBe('57014');
    else expect(quick).toMatchObject({ data: 3, error: null });
  });
});
