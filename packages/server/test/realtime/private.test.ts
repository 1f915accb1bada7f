import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { collector, POLL, subscribe } from './helpers.ts';

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  test = await startTestServer();
  // As on Supabase: policies on realtime.messages decide who may use a private topic.
  await test.server.ctx.db.exec(`
    create policy "own inbox: read" on realtime.messages for select to authenticated
      using (realtime.topic() = 'inbox:' || auth.uid()::text);
    create policy "own inbox: send broadcasts" on realtime.messages for insert to authenticated
      with check (realtime.topic() = 'inbox:' || auth.uid()::text and extension = 'broadcast');
  `);
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  clients.push(alice.client, bob.client);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await test?.stop();
});

function joinError(client: SupabaseClient, topic: string): Promise<string> {
  return new Promise((resolve) => {
    client.channel(topic, { config: { private: true } }).subscribe((status, err) => {
      if (status === 'CHANNEL_ERROR') resolve(err?.message ?? '');
    });
  });
}

describe('private channels', () => {
  it("admit only whom realtime.messages' policies allow, and keep their messages private", async () => {
    const topic = `inbox:${alice.id}`;
    const got = collector<{ event: string; payload: unknown }>();
    const inbox = alice.client.channel(topic, {
      config: { private: true, broadcast: { self: true, ack: true } },
    });
    await subscribe(inbox.on('broadcast', { event: '*' }, got.push));

    const publicGot = collector();
    const publicTwin = test.client();
    clients.push(publicTwin);
    await subscribe(publicTwin.channel(topic).on('broadcast', { event: '*' }, publicGot.push));

    expect(await joinError(bob.client, topic)).toBe(
      `You do not have permissions to read from this Channel topic: ${topic}`,
    );

    expect(await inbox.send({ type: 'broadcast', event: 'note', payload: { text: 'to myself' } })).toBe('ok');
    await expect
      .poll(() => got.items, POLL)
      .toEqual([{ type: 'broadcast', event: 'note', payload: { text: 'to myself' } }]);
    // No policy lets Alice write presence here.
    expect(await inbox.track({ online: true })).toBe('error');

    // Over HTTP a private message needs the same permission; Bob's is dropped.
    const sendAs = (token: string, text: string) =>
      fetch(`${test.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: test.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic, event: 'note', payload: { text }, private: true }] }),
      });
    expect((await sendAs(bob.accessToken, 'from bob')).status).toBe(202);
    expect((await sendAs(alice.accessToken, 'over http')).status).toBe(202);
    await expect
      .poll(() => got.items.map((m) => (m.payload as { text: string }).text), POLL)
      .toEqual(['to myself', 'over http']);
    expect(publicGot.items).toEqual([]);
  });
});
