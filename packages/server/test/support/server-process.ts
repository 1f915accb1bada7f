import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** What is kept of a process's output, to show when it stops or fails to start. */
const KEPT_OUTPUT = 20_000;
const START_TIMEOUT_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  anonKey: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown code runs, as with the OOM killer or a pulled plug on the process. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the exit; nothing if it has already exited. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** PostgreSQL; undefined runs the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** A port of an earlier process on the same data, so its clients reach the new one. */
  port?: number;
  env?: Record<string, string>;
}

/** `src/main.ts` as an operator runs it, until `/ready` answers 200. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child of its
  // own, which a SIGKILL to the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      RATE_LIMIT_ENABLED: 'false',
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
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited at start:\n${output}`);
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`the server process did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const config = z.object({ anonKey: z.string() }).parse(await (await fetch(`${url}/config.json`)).json());
  return {
    url,
    port,
    anonKey: config.anonKey,
    child,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
