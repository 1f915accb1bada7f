import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subscribe } from '../realtime/helpers.ts';
import { createTestDatabase, testMode } from '../support/database.ts';
import { saveTrades, type TradeInput } from '../support/journal.ts';
import { outageProxy } from '../support/outage-proxy.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * PostgreSQL stopped under load, seen from one server: its connections drop and new ones are
 * refused. Traders keep saving and reading through supabase-js. While the database is away every
 * request is answered at once with 503 and a Retry-After hint in the API's own error shape (which
 * supabase-js retries for reads and auth-js keeps a session through), never a 500 or a hang; once
 * it is back the same process serves again within seconds and a realtime subscriber ends up with
 * every trade saved (told to read again what it may have missed: test/realtime/missed-changes).
 */
const OUTAGE_MS = Number(process.env.EDGELOG_FAULT_OUTAGE_MS ?? 10_000);
/** How soon after the database is back every trader's saves must succeed again. */
const RECOVERY_MS = 5_000;
/** The longest any request may take to be answered while the database is away. */
const ANSWER_WITHIN_MS = 3_000;
const TRADERS = 3;
const POLL = { timeout: 20_000, interval: 20 };

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

interface Outcome {
  op: 'save' | 'read';
  at: number;
  ms: number;
  status: number;
  code?: string;
}

let tradeDay = 0;
const trade = (accountId: string): TradeInput => {
  const day = new Date(Date.UTC(2025, 0, 1) + tradeDay++ * 86_400_000).toISOString().slice(0, 10);
  return {
    account_id: accountId,
    symbol: 'OUT',
    executions: [
      { executed_at: `${day}T14:00:00Z`, side: 'buy', quantity: '1', price: '10' },
      { executed_at: `${day}T15:00:00Z`, side: 'sell', quantity: '1', price: '11' },
    ],
  };
};

async function newAccount(user: TestUser): Promise<string> {
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name: 'Outage', currency: 'USD', starting_balance: '1000' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

/** A trader saving a trade and reading the log in turn, as fast as answers come. */
function traderLoop(user: TestUser, accountId: string) {
  const outcomes: Outcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      let started = Date.now();
      const saved = await user.client.rpc('save_trades', { trades: [trade(accountId)] });
      outcomes.push({
        op: 'save',
        at: started,
        ms: Date.now() - started,
        status: saved.status,
        code: saved.error?.code,
      });
      if (!saved.error) acknowledged.push(...z.array(z.string()).parse(saved.data));
      // A refused trader waits a moment before the next try, as the app's retries do.
      else await new Promise((resolve) => setTimeout(resolve, 100));
      started = Date.now();
      // Reads are sent without supabase-js's own retries, so each answer is seen as it was given.
      const read = await user.client
        .from('trades')
        .select('id')
        .eq('account_id', accountId)
        .limit(5)
        .retry(false);
      outcomes.push({
        op: 'read',
        at: started,
        ms: Date.now() - started,
        status: read.status,
        code: read.error?.code,
      });
    }
  })();
  return {
    outcomes,
    acknowledged,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** A trade log page: reads its rows, adds each insert, reads again when told it may have missed some. */
async function watchTrades(user: TestUser) {
  const shown = new Set<string>();
  const notices: unknown[] = [];
  const reload = async () => {
    const { data, error } = await user.client.from('trades').select('id');
    if (error) return;
    for (const row of z.array(z.object({ id: z.string() })).parse(data)) shown.add(row.id);
  };
  await reload();
  await subscribe(
    user.client
      .channel('trades-outage')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'trades', filter: `user_id=eq.${user.id}` },
        (change: RealtimePostgresChangesPayload<{ id: string }>) =>
          shown.add((change.new as { id: string }).id),
      )
      .on('system', {}, (notice: { status?: string }) => {
        if (notice.status !== 'error') return;
        notices.push(notice);
        void reload();
      }),
  );
  return { shown, notices, reload };
}

async function answerOf(url: string, init: RequestInit) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return {
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

describe.runIf(testMode === 'postgres')('PostgreSQL stopped under load', () => {
  it(`answers 503 with a retry hint for ${OUTAGE_MS} ms, then serves again without a restart`, async () => {
    const database = (await createTestDatabase())!;
    cleanups.push(() => database.drop());
    const proxy = await outageProxy(new URL(database.url));
    cleanups.push(() => proxy.close());
    const test: TestServer = await startTestServer({ databaseUrl: proxy.url(database.url) });
    cleanups.push(() => test.stop());

    const traders = await Promise.all(Array.from({ length: TRADERS }, () => createTestUser(test)));
    const accounts = await Promise.all(traders.map(newAccount));
    const page = await watchTrades(traders[0]!);
    cleanups.push(() => traders[0]!.client.removeAllChannels());
    const loops = traders.map((user, i) => traderLoop(user, accounts[i]!));
    cleanups.push(() => Promise.all(loops.map((l) => l.stop())));
    await expect.poll(() => loops.every((l) => l.acknowledged.length >= 3), POLL).toBe(true);

    await proxy.cut();
    const cutAt = Date.now();
    const headers = { apikey: test.anonKey, 'Content-Type': 'application/json' };
    const bearer = { ...headers, Authorization: `Bearer ${traders[1]!.accessToken}` };
    // Every kind of request a page sends, answered while the database is away.
    const probes = {
      read: await answerOf(`${test.url}/rest/v1/trades?select=id`, { headers: bearer }),
      rpc: await answerOf(`${test.url}/rest/v1/rpc/save_trades`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ trades: [trade(accounts[1]!)] }),
      }),
      signIn: await answerOf(`${test.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: traders[1]!.email, password: 'not the password' }),
      }),
      refresh: await answerOf(`${test.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
      }),
    };
    for (const [name, probe] of Object.entries(probes)) {
      expect({ name, status: probe.status, retryAfter: probe.retryAfter }).toEqual({
        name,
        status: 503,
        retryAfter: expect.stringMatching(/^[1-9]\d*$/),
      });
      expect(probe.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    for (const probe of [probes.read, probes.rpc])
      expect(probe.body).toEqual({
        code: 'PGRST001',
        message: expect.any(String),
        details: null,
        hint: expect.any(String),
      });
    for (const probe of [probes.signIn, probes.refresh])
      expect(probe.body).toMatchObject({
        code: 'unexpected_failure',
        error_code: 'unexpected_failure',
        msg: expect.any(String),
      });
    // Nothing about where the database is in a public answer.
    expect(JSON.stringify(probes)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|edgelog_test|5432/);

    // Every trader has been refused at least once and keeps trying for the rest of the outage.
    await expect
      .poll(() => loops.every((l) => l.outcomes.some((o) => o.at >= cutAt && o.status === 503)), POLL)
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + OUTAGE_MS - Date.now())));
    await proxy.restore();
    const restoredAt = Date.now();

    // The same process serves again: every trader's saves go through within seconds.
    await expect
      .poll(
        () =>
          loops.every((l) => l.outcomes.some((o) => o.op === 'save' && o.at >= restoredAt && o.status < 300)),
        { timeout: RECOVERY_MS, interval: 20 },
      )
      .toBe(true);
    const savedAfter = loops[0]!.acknowledged.length;
    await expect.poll(() => loops[0]!.acknowledged.length, POLL).toBeGreaterThan(savedAfter + 3);
    await Promise.all(loops.map((l) => l.stop()));

    const during = loops.flatMap((l) => l.outcomes).filter((o) => o.at >= cutAt && o.at < restoredAt);
    expect(during.length).toBeGreaterThan(TRADERS);
    // Refused, never failed: no 500 and no request left waiting.
    expect(
      during
        .filter((o) => o.status !== 503 || o.ms >= ANSWER_WITHIN_MS)
        .map(({ op, status, code, ms }) => ({ op, status, code, ms })),
    ).toEqual([]);

    // Every acknowledged save is stored, and the subscribed page shows every one of its trader's.
    const { rows } = await test.server.ctx.db.query<{ id: string }>('select id from public.trades');
    const stored = new Set(rows.map((r) => r.id));
    expect(loops.flatMap((l) => l.acknowledged).filter((id) => !stored.has(id))).toEqual([]);
    await expect.poll(() => loops[0]!.acknowledged.filter((id) => !page.shown.has(id)), POLL).toEqual([]);
    expect(page.notices.length).toBeGreaterThan(0);
    expect((await fetch(`${test.url}/ready`)).status).toBe(200);
  }, 120_000);

  it('answers 503 rather than waiting for minutes when connections are accepted but never answered', async () => {
    const database = (await createTestDatabase())!;
    cleanups.push(() => database.drop());
    const hop = await stallingHop(new URL(database.url));
    cleanups.push(() => hop.close());
    const test = await startTestServer({ databaseUrl: hop.url(database.url) });
    cleanups.push(() => test.stop());
    const trader = await createTestUser(test);
    const accountId = await newAccount(trader);
    await saveTrades(trader.client, [trade(accountId)]);

    hop.stall();
    const headers = { apikey: test.anonKey, 'Content-Type': 'application/json' };
    const bearer = { ...headers, Authorization: `Bearer ${trader.accessToken}` };
    const [read, save, signIn] = await Promise.all([
      answerOf(`${test.url}/rest/v1/trades?select=id`, { headers: bearer }),
      answerOf(`${test.url}/rest/v1/rpc/save_trades`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ trades: [trade(accountId)] }),
      }),
      answerOf(`${test.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: trader.email, password: 'not the password' }),
      }),
    ]);
    for (const answer of [read, save, signIn]) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      // The pool's wait for a connection (10 s), not the operating system's (minutes).
      expect(answer.ms).toBeLessThan(20_000);
    }
    expect(save.body).toMatchObject({ code: 'PGRST001' });
    expect(signIn.body).toMatchObject({ code: 'unexpected_failure' });

    hop.resume();
    await expect
      .poll(async () => (await trader.client.rpc('save_trades', { trades: [trade(accountId)] })).status, {
        timeout: RECOVERY_MS,
        interval: 100,
      })
      .toBe(200);
  }, 120_000);
});

/**
 * A TCP hop to PostgreSQL that can stall: every open connection is dropped and new ones are
 * accepted but never answered, as a pooler in front of a database that is down holds them.
 */
async function stallingHop(target: URL) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((inbound) => {
    track(inbound);
    if (stalled) return;
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    track(outbound);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url(database: string): string {
      const hopped = new URL(database);
      hopped.hostname = '127.0.0.1';
      hopped.port = String(port);
      return hopped.toString();
    },
    stall() {
      stalled = true;
      dropAll();
    },
    resume() {
      stalled = false;
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
