import { buildServer, defaultConfig, type EdgelogServer } from '@edgelog/server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ws from 'ws';

/** The real Edgelog server for one Playwright worker: embedded database in a temporary folder. */
export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  server: EdgelogServer;
  /** A supabase-js client in Node (no persisted session), with the anon key. */
  client(): SupabaseClient;
  /** The service_role client: admin calls, rows of any user. */
  admin(): SupabaseClient;
  /** Runs SQL as the server's own role (outbox, sessions, seeding). */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function nodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
  });
}

/** Settings a spec may add to the defaults below, e.g. `analyticsUrl`. */
export type BackendOverrides = NonNullable<Parameters<typeof defaultConfig>[0]>;

export async function startBackend(overrides: BackendOverrides = {}): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-e2e-'));
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const server = await buildServer(
    defaultConfig({
      port,
      host: '127.0.0.1',
      dataDir,
      siteUrl,
      apiExternalUrl: siteUrl,
      logLevel: process.env.EDGELOG_E2E_LOG_LEVEL === 'debug' ? 'debug' : 'warn',
      rateLimitEnabled: false,
      // scripts/test-e2e.sh builds the app into a folder of its own; otherwise apps/web/dist.
      ...(process.env.EDGELOG_E2E_DIST ? { webDistDir: process.env.EDGELOG_E2E_DIST } : {}),
      ...overrides,
    }),
  );
  const url = await server.listen();
  const { anonKey, serviceRoleKey } = server.ctx.keys;
  return {
    url,
    anonKey,
    serviceRoleKey,
    server,
    client: () => nodeClient(url, anonKey),
    admin: () => nodeClient(url, serviceRoleKey),
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      const result = await server.ctx.db.query<T>(sql, params);
      return result.rows;
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
