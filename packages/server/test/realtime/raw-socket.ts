import WebSocket from 'ws';
import type { TestServer } from '../support/server.ts';

export interface RawMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export interface RawSocket {
  ws: WebSocket;
  /** Every decoded text message, in arrival order. */
  messages: RawMessage[];
  /** Every binary frame, raw. */
  binaries: Buffer[];
  send(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: RawMessage) => boolean, timeoutMs?: number): Promise<RawMessage>;
  close(): Promise<void>;
}

/** A bare websocket speaking the Phoenix protocol, for what supabase-js never sends. */
export async function rawSocket(
  test: TestServer,
  options: { vsn?: '1.0.0' | '2.0.0'; apikey?: string; query?: string } = {},
): Promise<RawSocket> {
  const vsn = options.vsn ?? '2.0.0';
  const url = `${test.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${options.apikey ?? test.anonKey}&vsn=${vsn}${options.query ?? ''}`;
  const ws = new WebSocket(url);
  const messages: RawMessage[] = [];
  const binaries: Buffer[] = [];
  const waiters = new Set<{ match: (m: RawMessage) => boolean; resolve: (m: RawMessage) => void }>();
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) {
      binaries.push(data);
      return;
    }
    const parsed: unknown = JSON.parse(data.toString());
    const m: RawMessage = Array.isArray(parsed)
      ? { joinRef: parsed[0], ref: parsed[1], topic: parsed[2], event: parsed[3], payload: parsed[4] }
      : (() => {
          const o = parsed as Record<string, never>;
          return { joinRef: o.join_ref, ref: o.ref, topic: o.topic, event: o.event, payload: o.payload };
        })();
    messages.push(m);
    for (const w of waiters) {
      if (w.match(m)) {
        waiters.delete(w);
        w.resolve(m);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    binaries,
    send(joinRef, ref, topic, event, payload) {
      ws.send(
        vsn === '2.0.0'
          ? JSON.stringify([joinRef, ref, topic, event, payload])
          : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload }),
      );
    },
    sendRaw(data) {
      ws.send(data);
    },
    next(match, timeoutMs = 5_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (m: RawMessage) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message; got ${JSON.stringify(messages.slice(-5))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };
}

/** A kind-3 "user broadcast push" frame, as realtime-js encodes channel.send() under vsn 2.0.0. */
export function userBroadcastPush(
  joinRef: string,
  ref: string,
  topic: string,
  event: string,
  payload: unknown | Buffer,
  meta = '',
): Buffer {
  const binary = Buffer.isBuffer(payload);
  const body = binary ? payload : Buffer.from(JSON.stringify(payload));
  const parts = [joinRef, ref, topic, event, meta].map((s) => Buffer.from(s));
  return Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), binary ? 0 : 1]), ...parts, body]);
}
