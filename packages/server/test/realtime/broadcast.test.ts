import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startTestServer, type TestServer } from '../support/server.ts';
import { collector, POLL, subscribe } from './helpers.ts';

let test: TestServer;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await test?.stop();
});

function client(params?: Record<string, string>): SupabaseClient {
  const c = params
    ? createClient(test.url, test.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as typeof WebSocket, params },
      })
    : test.client();
  clients.push(c);
  return c;
}

type Message = { type: string; event: string; payload: unknown };

describe('broadcast', () => {
  it('reaches the other members, and the sender only with self', async () => {
    const [a, b, c] = [client(), client(), client()];
    const aGot = collector<Message>();
    const bGot = collector<Message>();
    const cGot = collector<Message>();
    const aChannel = a.channel('room-1').on('broadcast', { event: 'cursor' }, aGot.push);
    await subscribe(aChannel);
    await subscribe(
      b
        .channel('room-1', { config: { broadcast: { self: true } } })
        .on('broadcast', { event: '*' }, bGot.push),
    );
    await subscribe(c.channel('room-2').on('broadcast', { event: '*' }, cGot.push));

    expect(await aChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } })).toBe('ok');
    await expect
      .poll(() => bGot.items, POLL)
      .toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } }]);

    const bChannel = b.getChannels()[0]!;
    await bChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 3 } });
    await expect.poll(() => bGot.items.length, POLL).toBe(2);
    await expect.poll(() => aGot.items.map((m) => m.payload), POLL).toEqual([{ x: 3 }]);
    expect(cGot.items).toEqual([]);
  });

  it('acknowledges a send when the channel asks for it', async () => {
    const sender = client();
    const channel = sender.channel('acked', { config: { broadcast: { ack: true } } });
    await subscribe(channel);
    // Without the server's reply the client resolves 'timed out' instead.
    expect(
      await channel.send({ type: 'broadcast', event: 'saved', payload: { ok: true } }, { timeout: 5_000 }),
    ).toBe('ok');
  });

  it('accepts broadcasts over HTTP: httpSend and the REST fallback of send()', async () => {
    const listener = client();
    const got = collector<Message>();
    await subscribe(listener.channel('http-room').on('broadcast', { event: '*' }, got.push));

    const sender = client();
    const unjoined = sender.channel('http-room');
    await expect(unjoined.httpSend('via-http', { n: 1 })).resolves.toEqual({ success: true });
    expect(await unjoined.send({ type: 'broadcast', event: 'via-fallback', payload: { n: 2 } })).toBe('ok');
    await expect
      .poll(() => got.items.map((m) => [m.event, m.payload]), POLL)
      .toEqual([
        ['via-http', { n: 1 }],
        ['via-fallback', { n: 2 }],
      ]);

    const refused = await fetch(`${test.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: test.anonKey,
        authorization: 'Bearer not-a-jwt',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ messages: [{ topic: 'http-room', event: 'x', payload: {} }] }),
    });
    expect(refused.status).toBe(401);
    const malformed = await fetch(`${test.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: test.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ nope: true }),
    });
    expect(malformed.status).toBe(400);
  });

  it('carries binary payloads', async () => {
    const [a, b] = [client(), client()];
    const got = collector<{ payload: ArrayBuffer }>();
    await subscribe(b.channel('bytes').on('broadcast', { event: 'blob' }, got.push));
    const channel = a.channel('bytes');
    await subscribe(channel);
    await channel.send({ type: 'broadcast', event: 'blob', payload: new Uint8Array([1, 2, 3, 254]).buffer });
    await expect.poll(() => got.items.length, POLL).toBe(1);
    expect(new Uint8Array(got.items[0]!.payload)).toEqual(new Uint8Array([1, 2, 3, 254]));
  });

  it("holds a socket to the client's events-per-second setting", async () => {
    const sender = client({ eventsPerSecond: '2' });
    const listener = client();
    const got = collector<Message>();
    await subscribe(listener.channel('limited').on('broadcast', { event: '*' }, got.push));
    const channel = sender.channel('limited', { config: { broadcast: { ack: true } } });
    await subscribe(channel);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        channel.send({ type: 'broadcast', event: 'burst', payload: { n } }),
      ),
    );
    const accepted = results.filter((r) => r === 'ok').length;
    expect(results).toContain('error');
    expect(accepted).toBeGreaterThan(0);
    await expect.poll(() => got.items.length, POLL).toBe(accepted);
  });
});
