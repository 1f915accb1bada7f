import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type EdgelogServer } from '../../packages/server/src/app.ts';
import { defaultConfig, type ServerConfig } from '../../packages/server/src/config.ts';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { privateDatabase } from './private-database.ts';

export interface BenchServer {
  server: EdgelogServer;
  /** The server's URL. */
  base: string;
  anonKey: string;
  /** The private database's URL on PostgreSQL; undefined on the embedded database. */
  databaseUrl: string | undefined;
  /** Closes the server, drops its database and throws its data folder away. */
  stop(): Promise<void>;
}

export interface BenchServerOptions extends Partial<ServerConfig> {
  /** The PostgreSQL cluster to make the server's own database on; the embedded one without it. */
  clusterUrl?: string;
  /** Names the private database, for a reader of the cluster. */
  label?: string;
}

/** The real server on a random port, quiet and without rate limits, on a database of its own. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const { clusterUrl, label = '', ...overrides } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-bench-'));
  const database = clusterUrl ? await privateDatabase(clusterUrl, label) : undefined;
  let server: EdgelogServer | undefined;
  const stop = async () => {
    await server?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await buildServer(
      defaultConfig({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: database?.url,
        logLevel: 'silent',
        rateLimitEnabled: false,
        ...overrides,
      }),
    );
    const base = await server.listen();
    return { server, base, anonKey: server.ctx.keys.anonKey, databaseUrl: database?.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bench server and a Chromium beside it; `stop` closes both (the server alone if Chromium fails to start). */
export async function startBrowserBench(
  options: BenchServerOptions,
): Promise<{ bench: BenchServer; browser: Browser; stop(): Promise<void> }> {
  const bench = await startBenchServer(options);
  const browser = await launchChromium().catch(async (error: unknown) => {
    await bench.stop();
    throw error;
  });
  return {
    bench,
    browser,
    stop: async () => {
      await browser.close();
      await bench.stop();
    },
  };
}
