import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl, testMode } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSlowPost } from '../support/slow-request.ts';
import { outageProxy } from '../support/outage-proxy.ts';

let test: TestServer | undefined;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await test?.stop();
  test = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function ready(url: string) {
  const response = await fetch(`${url}/ready`);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

describe('GET /ready', () => {
  it('answers 200 with every check ok on a healthy server, without an API key', async () => {
    test = await startTestServer();
    const answer = await ready(test.url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
  });

  it('answers 503 naming migrations when one this server expects is not recorded as applied', async () => {
    test = await startTestServer();
    await test.server.ctx.db.query(
      `delete from _edgelog.migrations where (scope, name) = (select scope, name from _edgelog.migrations order by applied_at desc, name desc limit 1)`,
    );
    const answer = await ready(test.url);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(answer.body).toEqual({
      status: 'unavailable',
      failing: ['migrations'],
      checks: { database: 'ok', storage: 'ok', migrations: 'missing' },
    });
    // /health is liveness only: the process is up and answers.
    expect((await fetch(`${test.url}/health`)).status).toBe(200);
  });

  it('answers 503 naming storage when the storage folder cannot be written', async () => {
    test = await startTestServer();
    const storage = join(test.dataDir, 'storage');
    rmSync(storage, { recursive: true, force: true });
    writeFileSync(storage, 'not a folder');
    const answer = await ready(test.url);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ failing: ['storage'], checks: { storage: 'error', database: 'ok' } });
    rmSync(storage);
    mkdirSync(join(storage, 'tmp'), { recursive: true });
    expect((await ready(test.url)).status).toBe(200);
  });

  it.runIf(testMode === 'pglite')(
    'answers 503 naming the database when it does not answer in time',
    async () => {
      test = await startTestServer();
      // The embedded database runs one statement at a time: a transaction holding it longer than the
      // readiness time-out is a database that does not answer.
      let release!: () => void;
      const held = test.server.ctx.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      try {
        const answer = await ready(test.url);
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({
          failing: ['database', 'migrations'],
          checks: { database: 'timeout', storage: 'ok', migrations: 'unknown' },
        });
      } finally {
        release();
        await held;
      }
      expect((await ready(test.url)).status).toBe(200);
    },
  );

  it.runIf(testMode === 'postgres')(
    'answers 503 naming the database when it cannot be reached, and 200 once it can',
    async () => {
      const database = (await createTestDatabase())!;
      cleanups.push(() => database.drop());
      const relay = await outageProxy(new URL(testDatabaseUrl!));
      const url = new URL(database.url);
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
      test = await startTestServer({ databaseUrl: url.toString() });

      await relay.cut();
      const answer = await ready(test.url);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'unavailable',
        failing: ['database', 'migrations'],
        checks: { database: 'error', storage: 'ok', migrations: 'unknown' },
      });
      // Nothing about the database's whereabouts in a public answer.
      expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|edgelog_test/);

      await relay.restore();
      await expect.poll(async () => (await ready(test!.url)).status, { timeout: 5_000 }).toBe(200);
    },
  );

  it('answers 503 at once when a graceful stop begins, while a request in flight is still answered', async () => {
    test = await startTestServer();
    const server = test.server;
    // A request whose body has not arrived yet is in flight until it does.
    const slow = startSlowPost(test.url, '/auth/v1/signup', { apikey: test.anonKey });
    await slow.started;
    const stopping = server.shutdown(10_000);
    const during = await server.app.inject({ method: 'GET', url: '/ready' });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();
    expect(during.json()).toEqual({ status: 'shutting down' });
    slow.finish(JSON.stringify({ email: 'drain@example.com', password: 'correct horse battery' }));
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    await stopping;
  });

  it('cuts off a request still in flight when the grace period ends, then closes', async () => {
    test = await startTestServer();
    const server = test.server;
    const stalled = startSlowPost(test.url, '/auth/v1/signup', { apikey: test.anonKey });
    await stalled.started;
    const started = Date.now();
    await server.shutdown(500);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(stalled.answer).rejects.toThrow();
  });
});
