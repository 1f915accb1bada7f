import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { startServerProcess, type ServerProcess } from '../../packages/server/test/support/server-process.ts';

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

const storedKeys = z.object({ anonKey: z.string(), serviceRoleKey: z.string() });

/**
 * Server processes on one PostgreSQL, as behind a load balancer, each started as the tests start
 * one (test/support/server-process.ts). They start one after the other: the first applies the
 * migrations and writes the signing key, the others find both.
 */
export async function startServerProcesses(options: ServerProcessOptions): Promise<ServerProcesses> {
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((one) => one.stop()));
  };
  try {
    for (let i = 0; i < options.count; i++)
      started.push(
        await startServerProcess({
          dataDir: options.dataDir,
          databaseUrl: options.databaseUrl,
          ...(options.env === undefined ? {} : { env: options.env }),
        }),
      );
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
