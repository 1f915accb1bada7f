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

export interface TestUser {
  id: string;
  email: string;
  /** An access token for this user, signed by the server's key (no auth/v1 session behind it). */
  accessToken: string;
  /** A supabase-js client that sends this user's token. */
  client: SupabaseClient;
}

/**
 * Inserts a user straight into auth.users (firing the profile trigger) and mints an access token
 * for it, for tests of other APIs that must not depend on the auth endpoints.
 */
export async function createTestUser(
  test: TestServer,
  email?: string,
  metadata: Record<string, unknown> = {},
): Promise<TestUser> {
  const address = email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const { rows } = await test.server.ctx.db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
     values ($1, $2::jsonb, '{"provider":"email","providers":["email"]}'::jsonb, now()) returning id`,
    [address, metadata],
  );
  const id = rows[0]!.id;
  const accessToken = await test.server.ctx.keys.sign(
    {
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email: address,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      session_id: crypto.randomUUID(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      is_anonymous: false,
    },
    3600,
  );
  return { id, email: address, accessToken, client: tokenClient(test, accessToken) };
}

/** A supabase-js client that sends a given access token: another device of the same user. */
export function tokenClient(test: TestServer, accessToken: string): SupabaseClient {
  return createClient(test.url, test.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    accessToken: async () => accessToken,
  });
}
