import type { SupabaseClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CoachAnalysisResponse } from '../../../core/src/coach/index.ts';
import { buildServer } from '../../src/app.ts';
import { RATE_LIMITS } from '../../src/auth/services/rate-limit.ts';
import { authFetch, signedUpClient, uniqueEmail } from '../auth/helpers.ts';
import { testMode } from '../support/database.ts';
import { saveTrades, type TradeInput } from '../support/journal.ts';
import {
  createTestUser,
  startTestServer,
  supabaseClient,
  tokenClient,
  type TestServer,
} from '../support/server.ts';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: whatever one of them learns
 * (a counted sign-in, a used refresh token, a new table, a kept analysis) the other must act on.
 * The second is a real operating-system process, so not even module-level state is shared with
 * the first; each check is arranged so that state kept in one process's memory would give another
 * answer. Presence across processes is proven in test/realtime/processes.test.ts.
 */
let first: TestServer;
let secondProcess: ChildProcess | undefined;
let secondOutput = '';
/** The second process, in the shape the helpers take (they use only its URL and keys). */
let other: TestServer;

const POLL = { timeout: 10_000, interval: 100 };
const REUSE_INTERVAL_SECONDS = 1;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts `src/main.ts` on the first server's database and data folder (so its keys), until ready. */
async function startSecondProcess(): Promise<string> {
  const port = await freePort();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: first.dataDir,
      DATABASE_URL: first.databaseUrl,
      RATE_LIMIT_ENABLED: 'true',
      TRUST_PROXY: 'true',
      REFRESH_TOKEN_REUSE_INTERVAL: String(REUSE_INTERVAL_SECONDS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  secondProcess = child;
  child.stdout!.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second process exited at start:\n${secondOutput}`);
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return url;
    if (Date.now() > deadline) throw new Error(`the second process did not become ready:\n${secondOutput}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(testMode === 'postgres')('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await startTestServer({
      rateLimitEnabled: true,
      trustProxy: true,
      refreshTokenReuseInterval: REUSE_INTERVAL_SECONDS,
    });
    const url = await startSecondProcess();
    other = {
      ...first,
      url,
      client: (key) => supabaseClient(url, key ?? first.anonKey),
      admin: () => supabaseClient(url, first.serviceRoleKey),
    };
  });
  afterAll(async () => {
    if (secondProcess && secondProcess.exitCode === null) {
      const exited = new Promise((done) => secondProcess!.once('exit', done));
      secondProcess.kill('SIGTERM');
      await exited;
    }
    await first?.stop();
  });

  /** Alternates between the processes, as a round-robin balancer would. */
  const nth = (i: number) => (i % 2 === 0 ? first : other);

  describe('rate limits', () => {
    it('count sign-ins from one address on both processes against one limit', async () => {
      const ip = '203.0.113.70';
      const attempt = (server: TestServer) =>
        authFetch(server, '/token?grant_type=password', {
          body: { email: uniqueEmail('ip'), password: 'x' },
          headers: from(ip),
        });
      for (let i = 0; i < RATE_LIMITS.signIn.perIp; i++) expect((await attempt(nth(i))).status).toBe(400);
      // Each process has seen only half the attempts; a limit kept in memory would let both pass.
      expect((await attempt(first)).status).toBe(429);
      expect((await attempt(other)).status).toBe(429);
    });

    it('count failed sign-ins to one address on both processes against one limit', async () => {
      const { email } = await signedUpClient(first);
      const attempt = (server: TestServer, i: number) =>
        authFetch(server, '/token?grant_type=password', {
          body: { email, password: 'wrong password' },
          headers: from(`198.51.100.${i + 1}`),
        });
      for (let i = 0; i < RATE_LIMITS.signIn.perEmail; i++)
        expect((await attempt(nth(i), i)).status).toBe(400);
      const over = await attempt(other, 200);
      expect(over.status).toBe(429);
      expect(over.json.code).toBe('over_request_rate_limit');
    });

    it('allow one recovery mail per address per minute whichever process is asked', async () => {
      const { email } = await signedUpClient(first);
      expect((await authFetch(first, '/recover', { body: { email } })).status).toBe(200);
      const again = await authFetch(other, '/recover', { body: { email } });
      expect(again.status).toBe(429);
      expect(again.json.code).toBe('over_email_send_rate_limit');
    });
  });

  describe('refresh-token reuse', () => {
    const refresh = (server: TestServer, token: string) =>
      authFetch(server, '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    const activeTokens = async (sessionId: string) => {
      const { rows } = await first.server.ctx.db.query<{ n: number }>(
        'select count(*)::int as n from auth.refresh_tokens where session_id = $1 and not revoked',
        [sessionId],
      );
      return rows[0]!.n;
    };
    const sessionOf = (accessToken: string) =>
      z
        .object({ session_id: z.string() })
        .parse(JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'))).session_id;

    it('a token used on one process is known as used on the other', async () => {
      const { session } = await signedUpClient(first);
      const swapped = await refresh(first, session.refresh_token);
      expect(swapped.status).toBe(200);
      const child = z.string().parse(swapped.json.refresh_token);
      expect(child).not.toBe(session.refresh_token);

      // Within the reuse interval GoTrue answers with the session's current token, not a new one:
      // a process that did not know the token was used would swap it for a second child.
      const lostResponse = await refresh(other, session.refresh_token);
      expect(lostResponse.status).toBe(200);
      expect(lostResponse.json.refresh_token).toBe(child);

      await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 500));
      const reused = await refresh(other, session.refresh_token);
      expect(reused.status).toBe(400);
      expect(reused.json.code).toBe('refresh_token_already_used');

      // The whole session went with it, on both processes.
      const latest = await refresh(first, child);
      expect(latest.status).toBe(400);
      expect(latest.json.code).toBe('session_not_found');
      const accessToken = z.string().parse(swapped.json.access_token);
      const user = await authFetch(first, '/user', { token: accessToken });
      expect(user.status).toBe(403);
      expect(user.json.code).toBe('session_not_found');
      expect((await authFetch(other, '/user', { token: accessToken })).status).toBe(403);
    });

    it('one token refreshed at once on both processes yields at most one new token', async () => {
      const { session } = await signedUpClient(first);
      const answers = await Promise.all(
        [first, other, first, other, first, other].map((server) => refresh(server, session.refresh_token)),
      );
      // The first swap wins; the others get the same child while within the reuse interval, or,
      // on a machine slow enough to pass it, are refused as reuse (and the session ends).
      const granted = answers.filter((a) => a.status === 200);
      expect(granted.length).toBeGreaterThanOrEqual(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect(refused.json.code).toBe('refresh_token_already_used');
      const issued = new Set(granted.map((a) => a.json.refresh_token));
      expect(issued.size).toBe(1);
      expect(issued.has(session.refresh_token)).toBe(false);
      expect(await activeTokens(sessionOf(session.access_token))).toBeLessThanOrEqual(1);
    });
  });

  describe('caches', () => {
    it("a migration applied by a process starting later reaches the others' data API", async () => {
      const migrations = mkdtempSync(join(tmpdir(), 'edgelog-migrations-'));
      const product = first.server.ctx.config.migrationsDir;
      for (const name of readdirSync(product)) {
        if (name.endsWith('.sql')) copyFileSync(join(product, name), join(migrations, name));
      }
      writeFileSync(
        join(migrations, '29991231000000_cluster_probe.sql'),
        `create table public.cluster_probe (id int primary key, note text);
         insert into public.cluster_probe values (1, 'added by the newer process');
         grant select on public.cluster_probe to service_role;`,
      );
      const read = (server: TestServer) => server.admin().from('cluster_probe').select('note');
      expect((await read(other)).error).toMatchObject({ code: 'PGRST205' });

      // The newer version of the server starts beside the running ones and migrates the database.
      const newer = await buildServer({ ...first.server.ctx.config, migrationsDir: migrations, port: 0 });
      try {
        for (const server of [first, other]) {
          await expect
            .poll(async () => (await read(server)).data, POLL)
            .toEqual([{ note: 'added by the newer process' }]);
        }
      } finally {
        await newer.close();
        rmSync(migrations, { recursive: true, force: true });
      }
    });

    it('an analysis kept by one process is used by the other until a trade saved there changes the journal', async () => {
      const trader = await createTestUser(first);
      const onSecond = tokenClient(other, trader.accessToken);
      const { data: account, error } = await trader.client
        .from('accounts')
        .insert({ name: 'Main', currency: 'USD', starting_balance: '10000' })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      const accountId = z.object({ id: z.string() }).parse(account).id;
      const trip = (day: number, exit: string): TradeInput => ({
        account_id: accountId,
        symbol: 'AAA',
        executions: [
          { executed_at: `2026-01-${day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
          { executed_at: `2026-01-${day}T15:00:00Z`, side: 'sell', quantity: '10', price: exit },
        ],
      });
      await saveTrades(trader.client, [trip(12, '101'), trip(13, '99'), trip(14, '102')]);

      const analyse = async (client: SupabaseClient) => {
        const { data, error: failed } = await client.functions.invoke<CoachAnalysisResponse>('ai-analysis', {
          body: { seed: 3, narrative: false },
        });
        if (failed) throw failed;
        if (data === null) throw new Error('no answer');
        return data;
      };
      const computed = await analyse(trader.client);
      expect(computed.cached).toBe(false);
      const kept = await analyse(onSecond);
      expect(kept.cached).toBe(true);
      expect(kept.computedAt).toBe(computed.computedAt);

      await saveTrades(onSecond, [trip(15, '103')]);
      const fresh = await analyse(trader.client);
      expect(fresh.cached).toBe(false);
      expect(fresh.tradeCount).toBe(computed.tradeCount + 1);
      expect((await analyse(onSecond)).cached).toBe(true);
    });
  });

  describe('restore uploads', () => {
    const call = (server: TestServer, token: string, name: string, body?: Uint8Array, query = '') =>
      fetch(`${server.url}/functions/v1/${name}${query}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          apikey: server.anonKey,
          'content-type': 'application/zip',
        },
        body: body === undefined ? undefined : new Uint8Array(body),
      });

    it('a backup sent in parts to one process and the other is restored by either', async () => {
      const trader = await createTestUser(first);
      const { data: account, error } = await trader.client
        .from('accounts')
        .insert({ name: 'Main', currency: 'USD', starting_balance: '10000' })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      const accountId = z.object({ id: z.string() }).parse(account).id;
      await saveTrades(trader.client, [
        {
          account_id: accountId,
          symbol: 'AAA',
          executions: [
            { executed_at: '2026-01-12T14:00:00Z', side: 'buy', quantity: '10', price: '100' },
            { executed_at: '2026-01-12T15:00:00Z', side: 'sell', quantity: '10', price: '101' },
          ],
        },
      ]);
      const backup = await call(first, trader.accessToken, 'backup');
      expect(backup.status).toBe(200);
      const archive = new Uint8Array(await backup.arrayBuffer());

      // Into another account, its parts dealt out as a balancer without sticky sessions would:
      // the first process gets parts 0 and 2, the second part 1 and the call that restores.
      const heir = await createTestUser(first);
      const upload = crypto.randomUUID();
      const cut = [0, Math.floor(archive.length / 3), Math.floor((2 * archive.length) / 3), archive.length];
      for (let part = 0; part < 3; part += 1) {
        const response = await call(
          nth(part),
          heir.accessToken,
          'restore',
          archive.slice(cut[part], cut[part + 1]),
          `?upload=${upload}&part=${part}&parts=3`,
        );
        expect(await response.json()).toEqual({ received: part + 1, parts: 3 });
      }
      const checked = await call(first, heir.accessToken, 'restore', undefined, `?upload=${upload}&check=1`);
      expect(checked.status).toBe(200);
      const restored = await call(other, heir.accessToken, 'restore', undefined, `?upload=${upload}`);
      expect(restored.status).toBe(200);
      expect(await restored.json()).toMatchObject({ restored: true, remapped: true });
      const { data: trades } = await heir.client.from('trades').select('symbol');
      expect(trades).toEqual([{ symbol: 'AAA' }]);
      // Used up on both.
      expect((await call(first, heir.accessToken, 'restore', undefined, `?upload=${upload}`)).status).toBe(
        400,
      );
    });
  });
});
