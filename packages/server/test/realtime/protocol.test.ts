import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/server.ts';
import { rawSocket, userBroadcastPush, type RawSocket } from './raw-socket.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

const joinPayload = (config: Record<string, unknown> = {}) => ({
  config: {
    broadcast: { self: false, ack: false },
    presence: { key: '', enabled: false },
    postgres_changes: [],
    private: false,
    ...config,
  },
});

async function join(socket: RawSocket, topic: string, ref: string, config?: Record<string, unknown>) {
  socket.send(ref, ref, topic, 'phx_join', joinPayload(config));
  return socket.next((m) => m.event === 'phx_reply' && m.ref === ref);
}

/** The HTTP answer to a websocket upgrade the server refuses. */
function refusal(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => reject(new Error('upgrade accepted')));
    ws.on('error', () => undefined);
    ws.on('unexpected-response', (req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
  });
}

async function heartbeatWorks(socket: RawSocket, ref: string) {
  socket.send(null, ref, 'phoenix', 'heartbeat', {});
  const reply = await socket.next((m) => m.topic === 'phoenix' && m.ref === ref);
  expect(reply.payload).toEqual({ status: 'ok', response: {} });
}

describe('the Phoenix protocol', () => {
  it('answers heartbeats and joins with JSON arrays under vsn 2.0.0', async () => {
    const socket = await rawSocket(test, { vsn: '2.0.0' });
    await heartbeatWorks(socket, '1');
    const reply = await join(socket, 'realtime:room', '2');
    expect(reply).toEqual({
      joinRef: '2',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
    });
    socket.send('2', '3', 'realtime:room', 'phx_leave', {});
    const left = await socket.next((m) => m.ref === '3');
    expect(left.payload).toEqual({ status: 'ok', response: {} });
    await socket.close();
  });

  it('tells a channel that asked for it that changes are flowing', async () => {
    const socket = await rawSocket(test);
    await join(socket, 'realtime:ready', '1', {
      broadcast: { self: false, ack: false, replication_ready: true },
    });
    const system = await socket.next((m) => m.event === 'system');
    expect(system).toMatchObject({
      joinRef: '1',
      payload: {
        extension: 'system',
        status: 'ok',
        message: 'Replication connection established',
        channel: 'ready',
      },
    });
    await socket.close();
  });

  it('speaks JSON objects under vsn 1.0.0', async () => {
    const socket = await rawSocket(test, { vsn: '1.0.0' });
    await heartbeatWorks(socket, '1');
    const reply = await join(socket, 'realtime:room', '2');
    expect(reply.payload).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    await socket.close();
  });

  it('refuses unsupported serializer versions and sockets without an API key', async () => {
    const base = `${test.url.replace('http', 'ws')}/realtime/v1/websocket`;
    expect(await refusal(`${base}?vsn=2.0.0`)).toEqual({
      status: 401,
      body: { message: 'No API key found in request' },
    });
    expect(await refusal(`${base}?vsn=2.0.0&apikey=not-a-key`)).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    expect(await refusal(`${base}?vsn=9.9.9&apikey=${test.anonKey}`)).toEqual({
      status: 400,
      body: { message: 'Unsupported serializer version: 9.9.9' },
    });
  });

  it('answers malformed frames with an error where it can, and keeps the socket and its channels working', async () => {
    const socket = await rawSocket(test);
    expect((await join(socket, 'realtime:keep', '1')).payload).toMatchObject({ status: 'ok' });
    socket.sendRaw('this is not json');
    socket.sendRaw('[1, 2]');
    socket.sendRaw('{"topic": "realtime:keep"}');
    socket.sendRaw(Buffer.from([9, 9, 9]));
    socket.sendRaw(Buffer.from([3, 200, 200, 200, 1, 1, 1, 65]));
    socket.sendRaw(JSON.stringify([null, '7', 'realtime:keep', 'broadcast', 'not an object']));
    const bad = await socket.next((m) => m.ref === '7');
    expect(bad).toMatchObject({ event: 'phx_reply', topic: 'realtime:keep', payload: { status: 'error' } });
    expect(String(bad.payload.response && (bad.payload.response as { reason: string }).reason)).toMatch(
      /malformed message/,
    );
    await heartbeatWorks(socket, '8');

    // The channel joined before the garbage still works: a broadcast reaches it.
    const other = await rawSocket(test);
    await join(other, 'realtime:keep', '1');
    other.send('1', '2', 'realtime:keep', 'broadcast', {
      type: 'broadcast',
      event: 'ping',
      payload: { n: 1 },
    });
    const got = await socket.next((m) => m.event === 'broadcast');
    expect(got.payload).toEqual({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await Promise.all([socket.close(), other.close()]);
  });

  it('answers pushes to a topic the socket has not joined with "unmatched topic"', async () => {
    const socket = await rawSocket(test);
    socket.send(null, '1', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} });
    const reply = await socket.next((m) => m.ref === '1');
    expect(reply.payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    socket.send('2', '2', 'elsewhere', 'phx_join', joinPayload());
    expect((await socket.next((m) => m.ref === '2')).payload).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    socket.send('3', '3', 'realtime:', 'phx_join', joinPayload());
    expect((await socket.next((m) => m.ref === '3')).payload).toEqual({
      status: 'error',
      response: { reason: 'You must provide a topic name' },
    });
    await socket.close();
  });

  it('reads binary broadcast frames (kind 3) and sends raw-byte payloads back as kind 4', async () => {
    const sender = await rawSocket(test);
    const receiver = await rawSocket(test);
    const legacy = await rawSocket(test, { vsn: '1.0.0' });
    for (const s of [sender, receiver, legacy]) await join(s, 'realtime:bin', '1');

    sender.sendRaw(userBroadcastPush('1', '2', 'realtime:bin', 'json-event', { hello: 'wörld' }));
    const json = await receiver.next((m) => m.event === 'broadcast');
    expect(json).toMatchObject({
      topic: 'realtime:bin',
      payload: { type: 'broadcast', event: 'json-event', payload: { hello: 'wörld' } },
    });
    expect((await legacy.next((m) => m.event === 'broadcast')).payload).toEqual(json.payload);

    sender.sendRaw(userBroadcastPush('1', '3', 'realtime:bin', 'bytes', Buffer.from([0, 1, 2, 255])));
    await expect.poll(() => receiver.binaries.length, { timeout: 5_000 }).toBe(1);
    const frame = receiver.binaries[0]!;
    const [kind, topicLen, eventLen, metaLen, encoding] = [...frame.subarray(0, 5)];
    expect([kind, encoding]).toEqual([4, 0]);
    expect(frame.subarray(5, 5 + topicLen!).toString()).toBe('realtime:bin');
    expect(frame.subarray(5 + topicLen!, 5 + topicLen! + eventLen!).toString()).toBe('bytes');
    expect([...frame.subarray(5 + topicLen! + eventLen! + metaLen!)]).toEqual([0, 1, 2, 255]);
    await Promise.all([sender.close(), receiver.close(), legacy.close()]);
  });
});
