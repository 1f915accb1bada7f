import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode } from '../support/database.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { asUser, createNotesTable, subscribe } from './helpers.ts';
import { outageProxy } from '../support/outage-proxy.ts';

/** The application_name of the connection that LISTENs for changes (db/postgres.ts). */
const LISTENER = 'edgelog realtime';

interface Notice {
  extension: string;
  status: string;
  message: string;
  channel: string;
}

/**
 * What the web app does with a channel: reads the rows once, adds each change, and reads them
 * again when the server says changes may have been missed. `shown` is what the page would show.
 */
async function watchNotes(client: SupabaseClient, user: TestUser, name: string) {
  const shown = new Set<string>();
  const errors: Notice[] = [];
  const reload = async () => {
    const { data, error } = await client.from('rt_notes').select('body');
    if (error) throw new Error(error.message);
    for (const row of data as Array<{ body: string }>) shown.add(row.body);
  };
  await reload();
  const channel = client
    .channel(name)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `user_id=eq.${user.id}` },
      (p: RealtimePostgresChangesPayload<{ body: string }>) => shown.add((p.new as { body: string }).body),
    )
    .on('system', {}, (notice: Notice) => {
      if (notice.status !== 'error') return;
      errors.push(notice);
      void reload();
    });
  const { statuses } = await subscribe(channel);
  return { shown, errors, statuses };
}

async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

// On the embedded database NOTIFY is delivered inside the process: there is no connection to lose.
describe.skipIf(testMode !== 'postgres')('realtime when the listening connection is lost', () => {
  it('tells every channel once it listens again, so the page reads what it missed', async () => {
    const test: TestServer = await startTestServer();
    cleanups.push(() => test.stop());
    await createNotesTable(test);
    const alice = await createTestUser(test);
    cleanups.push(() => alice.client.removeAllChannels());
    const admin = await adminClient(test.databaseUrl!);
    cleanups.push(() => admin.end());
    const page = await watchNotes(alice.client, alice, 'notes-after-kill');

    const { rows } = await admin.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTENER],
    );
    expect(rows.length).toBeGreaterThan(0);
    // Saved while the server is listening again, and right after.
    const saved: string[] = [];
    for (let i = 0; i < 30; i++) {
      const body = `saved ${i}`;
      await asUser(test, alice, `insert into rt_notes (body) values ($1)`, [body]);
      saved.push(body);
    }

    await expect
      .poll(() => page.errors, { timeout: 10_000, interval: 50 })
      .toContainEqual(expect.objectContaining({ extension: 'postgres_changes', status: 'error' }));
    await expect.poll(() => [...page.shown].sort(), { timeout: 10_000, interval: 50 }).toEqual(saved.sort());
    // The channel itself never failed: the client keeps it and needs no rejoin.
    expect(page.statuses.map((s) => s.status)).toEqual(['SUBSCRIBED']);

    await asUser(test, alice, `insert into rt_notes (body) values ('later')`);
    await expect.poll(() => page.shown.has('later'), { timeout: 5_000, interval: 20 }).toBe(true);
  }, 60_000);

  it('listens again soon after an outage of the database, and the page ends up with every save', async () => {
    const database = (await createTestDatabase())!;
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const proxy = await outageProxy(target);
    cleanups.push(() => proxy.close());
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    const test = await startTestServer({ databaseUrl: proxied.toString() });
    cleanups.push(() => test.stop());
    await createNotesTable(test);
    const alice = await createTestUser(test);
    cleanups.push(() => alice.client.removeAllChannels());
    // Another process on the same database, which the outage does not reach.
    const other = await adminClient(database.url);
    cleanups.push(() => other.end());
    const page = await watchNotes(alice.client, alice, 'notes-outage');

    const saved: string[] = [];
    const save = async (body: string) => {
      await other.query(`insert into rt_notes (user_id, body) values ($1, $2)`, [alice.id, body]);
      saved.push(body);
    };
    await save('before');
    await expect.poll(() => page.shown.has('before'), { timeout: 5_000, interval: 20 }).toBe(true);

    await proxy.cut();
    // Long enough for reconnection attempts that double each time to reach several seconds apart.
    for (let i = 0; i < 8; i++) {
      await save(`during ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await proxy.restore();
    const restoredAt = Date.now();
    for (let i = 0; i < 10; i++) await save(`right after ${i}`);

    let toldAt = 0;
    await expect
      .poll(
        () => {
          if (page.errors.length > 0 && toldAt === 0) toldAt = Date.now();
          return page.errors.length;
        },
        { timeout: 15_000, interval: 20 },
      )
      .toBeGreaterThan(0);
    expect(toldAt - restoredAt).toBeLessThan(3_000);
    await expect.poll(() => [...page.shown].sort(), { timeout: 10_000, interval: 50 }).toEqual(saved.sort());
    expect(page.statuses.map((s) => s.status)).toEqual(['SUBSCRIBED']);
  }, 60_000);
});

describe('realtime when a change cannot be checked for a subscriber', () => {
  it('tells the channel instead of dropping the change without a word', async () => {
    const test = await startTestServer();
    cleanups.push(() => test.stop());
    await createNotesTable(test, 'rt_fragile');
    // A policy that fails for one row: the check of who may see it errors.
    await test.server.ctx.db.exec(`
      create function public.rt_fragile_check(body text) returns boolean language plpgsql as $$
      begin
        if body = 'unreadable' then raise exception 'cannot check this row'; end if;
        return true;
      end $$;
      grant execute on function public.rt_fragile_check(text) to authenticated;
      create policy "rt_fragile: checked" on public.rt_fragile as restrictive for select to authenticated
        using (public.rt_fragile_check(body));
    `);
    const alice = await createTestUser(test);
    cleanups.push(() => alice.client.removeAllChannels());
    const seen: string[] = [];
    const errors: Notice[] = [];
    await subscribe(
      alice.client
        .channel('fragile')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_fragile' }, (p) =>
          seen.push((p.new as { body: string }).body),
        )
        .on('system', {}, (notice: Notice) => {
          if (notice.status === 'error') errors.push(notice);
        }),
    );

    const insert = (body: string) =>
      test.server.ctx.db.query(`insert into public.rt_fragile (user_id, body) values ($1, $2)`, [
        alice.id,
        body,
      ]);
    await insert('unreadable');
    await expect
      .poll(() => errors, { timeout: 5_000, interval: 20 })
      .toEqual([expect.objectContaining({ extension: 'postgres_changes', channel: 'fragile' })]);
    await insert('fine');
    await expect.poll(() => seen, { timeout: 5_000, interval: 20 }).toEqual(['fine']);
    expect(errors).toHaveLength(1);
  }, 30_000);
});
