import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ws from 'ws';
import { buildServer, type EdgelogServer } from '../../src/app.ts';
import { defaultConfig, type ServerConfig } from '../../src/config.ts';
import { createTestDatabase } from './database.ts';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  server: EdgelogServer;
  dataDir: string;
  databaseUrl?: string;
  /** A fresh supabase-js client (anon key, no persisted session, realtime over `ws`). */
  client(key?: string): SupabaseClient;
  /** The service_role client for admin calls. */
  admin(): SupabaseClient;
  /** Stops the server and throws its data away. */
  stop(): Promise<void>;
  /** Stops and starts the server again on the same data, keeping the URL's port. */
  restart(): Promise<void>;
}

export function supabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** A real server on a random port with a temporary data folder (and its own database in PG mode). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-test-'));
  const database = overrides.databaseUrl ? undefined : await createTestDatabase();
  const config = defaultConfig({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database?.url,
    logLevel: 'silent',
    rateLimitEnabled: false,
    ...overrides,
  });
  let server = await buildServer(config);
  const url = await server.listen();
  const port = Number(new URL(url).port);

  const test: TestServer = {
    url,
    anonKey: server.ctx.keys.anonKey,
    serviceRoleKey: server.ctx.keys.serviceRoleKey,
    server,
    dataDir,
    databaseUrl: database?.url,
    client: (key) => supabaseClient(url, key ?? test.anonKey),
    admin: () => supabaseClient(url, test.serviceRoleKey),
    async stop() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await server.close();
      server = await buildServer({ ...config, port });
      await server.listen();
      test.server = server;
    },
  };
  return test;
}
