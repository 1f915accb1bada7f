import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadKeys } from '../../src/keys.ts';
import { createTestDatabase, testMode } from '../support/database.ts';

/**
 * Every process on one database must sign with one key, or the tokens of one are refused by the
 * others. Two processes creating keys.json at once keep the first one written; a process whose
 * key differs from the one the database has seen refuses to start, saying what to do.
 */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const ISSUER = 'http://127.0.0.1/auth/v1';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'edgelog-keys-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Started {
  /** The server's URL once ready, or the exit code and output when it stopped first. */
  outcome: { url: string } | { exitCode: number; output: string };
}

/** Runs `src/main.ts` as an operator would, until it is ready or has exited. */
async function startProcess(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((done) => child.once('exit', (code) => done(code ?? -1)));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) return { outcome: { exitCode: child.exitCode, output } };
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { outcome: { url } };
    if (Date.now() > deadline) throw new Error(`the process did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function urlOf(started: Started): string {
  if ('url' in started.outcome) return started.outcome.url;
  throw new Error(`the process exited (${started.outcome.exitCode}):\n${started.outcome.output}`);
}

const jwksOf = async (url: string) =>
  z
    .object({ keys: z.array(z.object({ kid: z.string(), x: z.string(), y: z.string() })) })
    .parse(await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()).keys;
const anonKeyOf = async (url: string) =>
  z.object({ anonKey: z.string() }).parse(await (await fetch(`${url}/config.json`)).json()).anonKey;

describe('signing keys', () => {
  it('created at once twice on an empty data folder, are one key', async () => {
    const dataDir = tempDir();
    const [one, two] = await Promise.all([
      loadKeys({ dataDir, issuer: ISSUER }),
      loadKeys({ dataDir, issuer: ISSUER }),
    ]);
    expect(two.thumbprint).toBe(one.thumbprint);
    expect(two.anonKey).toBe(one.anonKey);
    const kept = z
      .object({ publicJwk: z.object({ kid: z.string() }) })
      .parse(JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')));
    expect(kept.publicJwk.kid).toBe(one.kid);
    // Nothing but the keys is left behind.
    expect(readdirSync(dataDir)).toEqual(['keys.json']);
    expect((await loadKeys({ dataDir, issuer: ISSUER })).thumbprint).toBe(one.thumbprint);
  });

  describe.runIf(testMode === 'postgres')('on one PostgreSQL', () => {
    it('two processes started at once on an empty data folder sign with one key', async () => {
      const database = (await createTestDatabase())!;
      cleanups.push(() => database.drop());
      const dataDir = tempDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      const [one, two] = (await Promise.all([startProcess(env), startProcess(env)])).map(urlOf);
      const keys = await jwksOf(one!);
      expect(keys).toHaveLength(1);
      expect(await jwksOf(two!)).toEqual(keys);
      expect(await anonKeyOf(two!)).toBe(await anonKeyOf(one!));
    }, 120_000);

    it('a process with another key refuses to start, saying to share the key', async () => {
      const database = (await createTestDatabase())!;
      cleanups.push(() => database.drop());
      const first = urlOf(await startProcess({ DATA_DIR: tempDir(), DATABASE_URL: database.url }));
      const [recorded] = await jwksOf(first);

      // Another machine: a data folder of its own and no JWT_PRIVATE_KEY, so a key of its own.
      const other = await startProcess({ DATA_DIR: tempDir(), DATABASE_URL: database.url });
      expect(other.outcome).toMatchObject({ exitCode: 1 });
      const output = 'output' in other.outcome ? other.outcome.output : '';
      expect(output).toContain('signed with another key');
      expect(output).toContain(`kid ${recorded!.kid}`);
      expect(output).toContain('JWT_PRIVATE_KEY');
      // The one already running is untouched.
      expect((await fetch(`${first}/ready`)).status).toBe(200);
    }, 120_000);
  });
});
