import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';
import { startSlowPost } from '../support/slow-request.ts';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const GRACE_MS = 6_000;

const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-shutdown-'));
const database = await createTestDatabase();
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; at: number }>;
  output: () => string;
}

/** Starts the server as `npm start` does, on the shared data folder, and waits until it is ready. */
async function startCli(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    LOG_LEVEL: 'info',
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, exited, output: () => output };
}

const refused = (url: string) =>
  fetch(`${url}/health`).then(
    () => false,
    (err: unknown) => /ECONNREFUSED/.test(String((err as { cause?: unknown }).cause ?? err)),
  );

describe('SIGTERM', () => {
  it(
    'finishes the request in flight, refuses new connections, tells realtime sockets, exits 0, and starts again on the same data',
    { timeout: 180_000 },
    async () => {
      const first = await startCli();
      const { anonKey } = (await fetch(`${first.url}/config.json`).then((r) => r.json())) as {
        anonKey: string;
      };

      const socket = new WebSocket(
        `${first.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`,
      );
      const socketClosed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
      await new Promise((done, fail) => {
        socket.once('open', done);
        socket.once('error', fail);
      });

      const slow = startSlowPost(first.url, '/auth/v1/signup', { apikey: anonKey });
      await slow.started;
      const signalled = Date.now();
      first.child.kill('SIGTERM');

      await expect.poll(() => refused(first.url), { timeout: 5_000 }).toBe(true);
      slow.finish(JSON.stringify({ email: 'kept@example.com', password: 'correct horse battery' }));
      const answer = await slow.answer;
      expect(answer.status, answer.body).toBe(200);

      expect(await socketClosed).toBe(1001);
      const exit = await first.exited;
      expect(exit.code, first.output()).toBe(0);
      expect(exit.at - signalled).toBeLessThan(GRACE_MS);
      for (const line of first.output().trim().split('\n'))
        expect(() => JSON.parse(line), line).not.toThrow();

      // The same data opens again (the embedded database was closed cleanly) and kept the sign-up.
      const second = await startCli();
      try {
        const login = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'kept@example.com', password: 'correct horse battery' }),
        });
        expect(login.status).toBe(200);
      } finally {
        // Asked twice, it does not wait for the stalled request.
        const stalled = startSlowPost(second.url, '/auth/v1/signup', { apikey: anonKey });
        await stalled.started;
        second.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
        const asked = Date.now();
        second.child.kill('SIGTERM');
        const exit2 = await second.exited;
        expect(exit2.code).toBe(1);
        expect(exit2.at - asked).toBeLessThan(2_000);
      }
    },
  );
});
