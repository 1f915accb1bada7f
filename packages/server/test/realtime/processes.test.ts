import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { buildServer, type EdgelogServer } from '../../src/app.ts';
import { testMode } from '../support/database.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { asUser, collector, createNotesTable, POLL, subscribe } from './helpers.ts';

type Payload = RealtimePostgresChangesPayload<{ body: string }>;

let test: TestServer;
let alice: TestUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  test = await startTestServer();
  await createNotesTable(test);
  alice = await createTestUser(test);
  clients.push(alice.client);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await test?.stop();
});

async function clientOf(url: string, token?: string): Promise<SupabaseClient> {
  const client = createClient(url, test.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    ...(token ? { accessToken: async () => token } : {}),
  });
  clients.push(client);
  // The token must be in force before the first join, or the channel joins with the API key.
  if (token) await client.realtime.setAuth();
  return client;
}

describe('across restarts', () => {
  it('rejoins after the server restarts and delivers changes again', async () => {
    const seen = collector<Payload>();
    const statuses: string[] = [];
    const channel = alice.client
      .channel('survivor')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, seen.push);
    channel.subscribe((status) => statuses.push(status));
    await expect.poll(() => statuses, POLL).toEqual(['SUBSCRIBED']);
    await asUser(test, alice, `insert into rt_notes (body) values ('before')`);
    await expect.poll(() => seen.items.length, POLL).toBe(1);

    await test.restart();
    // The client reconnects with back-off (1 s, 2 s, 5 s...) once the server is back.
    await expect
      .poll(() => statuses.filter((s) => s === 'SUBSCRIBED').length, { timeout: 60_000, interval: 100 })
      .toBe(2);
    await asUser(test, alice, `insert into rt_notes (body) values ('after')`);
    await expect
      .poll(() => seen.items.map((p) => (p.new as { body: string }).body), POLL)
      .toEqual(['before', 'after']);
    await alice.client.removeChannel(channel);
  }, 90_000);
});

// Several processes can share only a PostgreSQL server; the embedded database belongs to one.
if (testMode === 'postgres') {
  describe('two server processes on one PostgreSQL', () => {
    let second: EdgelogServer;
    let secondUrl: string;
    beforeAll(async () => {
      second = await buildServer({ ...test.server.ctx.config, port: 0 });
      secondUrl = await second.listen();
    });
    afterAll(async () => {
      await second?.close();
    });

    it("deliver each other's changes", async () => {
      const onSecond = collector<Payload>();
      const onFirst = collector<Payload>();
      await subscribe(
        (await clientOf(secondUrl, alice.accessToken))
          .channel('via-second')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, onSecond.push),
      );
      await subscribe(
        (await clientOf(test.url, alice.accessToken))
          .channel('via-first')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, onFirst.push),
      );
      await asUser(test, alice, `insert into rt_notes (body) values ('written through the first')`);
      const { rows } = await second.ctx.db.asIdentity(
        { role: 'authenticated', claims: { sub: alice.id, role: 'authenticated' } },
        (tx) => tx.query(`insert into rt_notes (body) values ('written through the second') returning id`),
      );
      expect(rows).toHaveLength(1);
      const bodies = (c: { items: Payload[] }) => c.items.map((p) => (p.new as { body: string }).body);
      await expect
        .poll(() => bodies(onSecond), POLL)
        .toEqual(['written through the first', 'written through the second']);
      await expect
        .poll(() => bodies(onFirst), POLL)
        .toEqual(['written through the first', 'written through the second']);
    });

    it("deliver each other's broadcasts, small and large, over the socket and HTTP", async () => {
      const got = collector<{ event: string; payload: { text: string } }>();
      await subscribe(
        (await clientOf(secondUrl)).channel('shared-room').on('broadcast', { event: '*' }, got.push),
      );
      const sender = (await clientOf(test.url)).channel('shared-room');
      await subscribe(sender);
      const large = 'z'.repeat(20_000);
      await sender.send({ type: 'broadcast', event: 'small', payload: { text: 'hi' } });
      await sender.send({ type: 'broadcast', event: 'large', payload: { text: large } });
      await expect(
        (await clientOf(test.url)).channel('shared-room').httpSend('http', { text: 'over http' }),
      ).resolves.toEqual({ success: true });
      await expect.poll(() => got.items.map((m) => m.event), POLL).toEqual(['small', 'large', 'http']);
      expect(got.items[1]!.payload.text).toBe(large);
    });

    it('share presence, including with a process that starts later', async () => {
      const present = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();
      const watcher = (await clientOf(secondUrl))
        .channel('shared-lobby')
        .on('presence', { event: 'sync' }, () => undefined);
      await subscribe(watcher);
      const tracker = (await clientOf(test.url)).channel('shared-lobby', {
        config: { presence: { key: 'first' } },
      });
      await subscribe(tracker);
      await tracker.track({ where: 'first process' });
      await expect.poll(() => present(watcher), POLL).toEqual(['first']);
      expect(watcher.presenceState().first).toMatchObject([{ where: 'first process' }]);

      const third = await buildServer({ ...test.server.ctx.config, port: 0 });
      try {
        const late = (await clientOf(await third.listen())).channel('shared-lobby', {
          config: { presence: { key: 'third' } },
        });
        late.on('presence', { event: 'sync' }, () => undefined);
        await subscribe(late);
        await late.track({ where: 'third process' });
        await expect.poll(() => present(late), POLL).toEqual(['first', 'third']);
        await expect.poll(() => present(watcher), POLL).toEqual(['first', 'third']);

        await tracker.untrack();
        await expect.poll(() => present(late), POLL).toEqual(['third']);
      } finally {
        await third.close();
      }
      // A process that goes away takes its presences with it.
      await expect.poll(() => present(watcher), POLL).toEqual([]);
    });
  });
}
