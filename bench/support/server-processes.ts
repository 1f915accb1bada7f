import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/server');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
/** What is kept of a process's output, to show when it stops or fails to start. */
const KEPT_OUTPUT = 20_000;

export interface ServerProcesses {
  /** Each process's URL, in start order. */
  bases: string[];
  anonKey: string;
  serviceRoleKey: string;
  /** The tail of each process's output (its warnings and errors). */
  output(): string[];
  /** SIGTERM to each, waiting for it to exit. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  count: number;
  databaseUrl: string;
  /** One data folder for all: the signing key in keys.json and, on disk storage, the stored files. */
  dataDir: string;
  /** Settings on top of the caller's environment (which carries STORAGE_BACKEND and the S3_* settings). */
  env?: Record<string, string>;
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
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `packages/server/src/main.ts` as an operator runs it, until `/ready` answers 200. */
async function startOne(options: ServerProcessOptions): Promise<Started> {
  const port = await freePort();
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a server process exited at start:\n${output}`);
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, url, output: () => output };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`a server process did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopOne(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

const storedKeys = z.object({ anonKey: z.string(), serviceRoleKey: z.string() });

/**
 * Server processes on one PostgreSQL, as behind a load balancer. They start one after the other:
 * the first applies the migrations and writes the signing key, the others find both.
 */
export async function startServerProcesses(options: ServerProcessOptions): Promise<ServerProcesses> {
  const started: Started[] = [];
  const stop = async () => {
    await Promise.all(started.map((one) => stopOne(one.child)));
  };
  try {
    for (let i = 0; i < options.count; i++) started.push(await startOne(options));
  } catch (error) {
    await stop();
    throw error;
  }
  // Keys supplied through the environment are never written to keys.json.
  const env = { ...process.env, ...options.env };
  const keys =
    env.ANON_KEY && env.SERVICE_ROLE_KEY
      ? { anonKey: env.ANON_KEY, serviceRoleKey: env.SERVICE_ROLE_KEY }
      : storedKeys.parse(JSON.parse(readFileSync(join(options.dataDir, 'keys.json'), 'utf8')));
  return {
    bases: started.map((one) => one.url),
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    output: () => started.map((one) => one.output()),
    stop,
  };
}
