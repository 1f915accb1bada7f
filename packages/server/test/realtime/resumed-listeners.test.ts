import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import ws from 'ws';
import { buildServer } from '../../src/app.ts';
import { createTestDatabase, testMode } from '../support/database.ts';
import { createTestUser, startTestServer } from '../support/server.ts';
import { filesOnDisk } from '../storage/helpers.ts';
import { outageProxy } from '../support/outage-proxy.ts';
import { subscribe } from './helpers.ts';

// Everyone else who listens on the server's one LISTEN connection, besides postgres_changes: what
// was sent while the server could not reach PostgreSQL never arrives, so each catches up once the
// connection listens again. The server reaches the database through a hop that is cut; another
// connection goes on working meanwhile, as another process or an operator would.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

const AFTER_OUTAGE = { timeout: 15_000, interval: 50 } as const;

/** A database, a server reaching it through a hop that can be cut, and a direct connection. */
async function serverBehindHop() {
  const database = (await createTestDatabase())!;
  cleanups.push(() => database.drop());
  const hop = await outageProxy(new URL(database.url));
  cleanups.push(() => hop.close());
  const test = await startTestServer({ databaseUrl: hop.url(database.url) });
  cleanups.push(() => test.stop());
  const direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
  cleanups.push(() => direct.end());
  return { database, hop, test, direct };
}

/** Cuts the hop, runs `meanwhile`, and brings the hop back after the server has tried to reconnect. */
async function outage(hop: Awaited<ReturnType<typeof outageProxy>>, meanwhile: () => Promise<void>) {
  await hop.cut();
  await meanwhile();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await hop.restore();
}

function realtimeClient(url: string, anonKey: string): SupabaseClient {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  cleanups.push(() => client.removeAllChannels());
  return client;
}

const present = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();

// On the embedded database NOTIFY is delivered inside the process: there is no connection to lose.
describe.skipIf(testMode !== 'postgres')('after the listening connection was lost', () => {
  it('the data API reloads its schema cache, in case `NOTIFY pgrst` was sent meanwhile', async () => {
    const { hop, test, direct } = await serverBehindHop();
    const admin = test.admin();
    const before = await admin.from('hand_made').select('*');
    expect(before.error?.code).toBe('PGRST205');

    await outage(hop, async () => {
      await direct.query(`
        create table public.hand_made (id int primary key, label text);
        grant select on public.hand_made to service_role;
        insert into public.hand_made values (1, 'made by hand');
        notify pgrst, 'reload schema';
      `);
    });

    await expect
      .poll(async () => (await admin.from('hand_made').select('id, label')).data, AFTER_OUTAGE)
      .toEqual([{ id: 1, label: 'made by hand' }]);
  }, 60_000);

  it('storage deletes the files of objects the database removed meanwhile', async () => {
    const { hop, test, direct } = await serverBehindHop();
    const ann = await createTestUser(test);
    const bob = await createTestUser(test);
    for (const user of [ann, bob]) {
      const { error } = await user.client.storage
        .from('avatars')
        .upload(`${user.id}/avatar.png`, new Blob([user.id], { type: 'image/png' }));
      expect(error).toBeNull();
    }
    const { rows } = await direct.query<{ version: string; owner: string }>(
      `select version, coalesce(owner::text, owner_id) as owner from storage.objects where bucket_id = 'avatars'`,
    );
    const versionOf = (id: string) => rows.find((row) => row.owner === id)!.version;
    // Older than an upload still in flight may be: the sweep takes only such files.
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const row of rows) {
      const path = join(test.dataDir, 'storage', 'objects', row.version.slice(0, 2), row.version);
      utimesSync(path, hoursAgo, hoursAgo);
    }

    await outage(hop, async () => {
      // Told on storage_files_removed, which nobody of this server hears now.
      await direct.query('delete from auth.users where id = $1', [ann.id]);
    });

    await expect.poll(() => filesOnDisk(test).objects.sort(), AFTER_OUTAGE).toEqual([versionOf(bob.id)]);
    const kept = await bob.client.storage.from('avatars').download(`${bob.id}/avatar.png`);
    expect(await kept.data?.text()).toBe(bob.id);
  }, 60_000);

  it('presence learns who joined elsewhere meanwhile, and the others learn who joined here', async () => {
    const { hop, test, database } = await serverBehindHop();
    // Another process on the same database that the outage does not reach.
    const other = await buildServer({ ...test.server.ctx.config, port: 0, databaseUrl: database.url });
    cleanups.push(() => other.close());
    const otherUrl = await other.listen();

    const here = realtimeClient(test.url, test.anonKey)
      .channel('lobby', { config: { presence: { key: 'here' } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribe(here);
    const there = realtimeClient(otherUrl, test.anonKey)
      .channel('lobby', { config: { presence: { key: 'there' } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribe(there);

    await outage(hop, async () => {
      expect(await there.track({ where: 'the other process' })).toBe('ok');
      expect(await here.track({ where: 'the process cut off' })).toBe('ok');
      // Both joins are announced, and lost, before the connection comes back.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });

    await expect.poll(() => present(here), AFTER_OUTAGE).toEqual(['here', 'there']);
    await expect.poll(() => present(there), AFTER_OUTAGE).toEqual(['here', 'there']);
    expect(here.presenceState().there).toMatchObject([{ where: 'the other process' }]);
    expect(there.presenceState().here).toMatchObject([{ where: 'the process cut off' }]);
  }, 60_000);
});
