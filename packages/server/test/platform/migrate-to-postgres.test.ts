import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateDemoJournal } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type EdgelogServer } from '../../src/app.ts';
import { DiskVersionStore } from '../../src/cli/migrate-to-postgres-files.ts';
import { migrateToPostgres } from '../../src/cli/migrate-to-postgres-run.ts';
import { defaultConfig } from '../../src/config.ts';
import { totp } from '../auth/helpers.ts';
import { createTestDatabase, testMode } from '../support/database.ts';
import { startTestS3 } from '../support/s3-server.ts';
import { seedDemoJournal } from '../support/demo-journal.ts';
import { startTestServer, supabaseClient } from '../support/server.ts';

const run = promisify(execFile);
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const scratch = mkdtempSync(join(tmpdir(), 'edgelog-migrate-'));
const PASSWORD = 'correct horse battery';
const attachment = new Uint8Array(Array.from({ length: 90_000 }, (_, i) => (i * 37) % 253));

function cli(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  for (const name of Object.keys(env))
    if (/^(DATABASE_URL|DATA_DIR|STORAGE_|S3_)/.test(name)) delete env[name];
  Object.assign(env, extraEnv);
  return run(tsx, ['src/cli/migrate-to-postgres.ts', ...args], { cwd: serverDir, env });
}

interface Reads {
  trades: unknown;
  tags: unknown;
  tradeTags: unknown;
  file: Uint8Array;
}

async function readsOf(client: SupabaseClient, userId: string): Promise<Reads> {
  const trades = await client.from('trades').select('id, symbol, net_pnl, opened_at').order('id').limit(1000);
  const tags = await client.from('tags').select('id, name').order('id');
  const tradeTags = await client
    .from('trade_tags')
    .select('trade_id, tag_id')
    .order('trade_id')
    .order('tag_id')
    .limit(5000);
  const file = await client.storage.from('trade-attachments').download(`${userId}/chart.png`);
  for (const { error } of [trades, tags, tradeTags, file]) expect(error).toBeNull();
  return {
    trades: trades.data,
    tags: tags.data,
    tradeTags: tradeTags.data,
    file: new Uint8Array(await file.data!.arrayBuffer()),
  };
}

async function signInWithFactor(client: SupabaseClient, email: string, secret: string) {
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data!.totp[0]!;
  const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
  const verified = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.data!.id,
    code: totp(secret),
  });
  expect(verified.error).toBeNull();
  return signedIn.data.user!.id;
}

// The source is always the embedded database; the target a PostgreSQL of the test cluster.
describe.runIf(testMode === 'postgres')('npm run migrate-to-postgres', () => {
  const sourceDir = join(scratch, 'source');
  const email = `trader-${Date.now()}@example.test`;
  let source: EdgelogServer;
  let anonKey: string;
  let secret: string;
  let before: Reads;
  let trades = 0;

  beforeAll(async () => {
    source = await buildServer(
      defaultConfig({
        port: 0,
        host: '127.0.0.1',
        dataDir: sourceDir,
        logLevel: 'silent',
        rateLimitEnabled: false,
      }),
    );
    const url = await source.listen();
    anonKey = source.ctx.keys.anonKey;
    const client = supabaseClient(url, anonKey);
    const signedUp = await client.auth.signUp({ email, password: PASSWORD });
    if (signedUp.error) throw signedUp.error;
    const userId = signedUp.data.user!.id;
    const seeded = await seedDemoJournal(client, generateDemoJournal({ seed: 32, trades: 200, accounts: 2 }));
    trades = seeded.trades.size;
    const uploaded = await client.storage
      .from('trade-attachments')
      .upload(`${userId}/chart.png`, new Blob([attachment], { type: 'image/png' }));
    if (uploaded.error) throw uploaded.error;
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    secret = enrolled.data!.totp.secret;
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: totp(secret),
    });
    if (verified.error) throw verified.error;
    before = await readsOf(client, userId);
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses a data folder a running server holds', async () => {
    const target = (await createTestDatabase())!;
    try {
      await expect(
        cli(['--from', sourceDir, '--to', target.url, '--data-dir', join(scratch, 'unused')]),
      ).rejects.toThrow(/an Edgelog server \(process \d+\) is running on .*: stop it/);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`,
      );
      await client.end();
      expect(rows[0]!.n).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('moves everything, resumes after an interruption, verifies, and refuses a second run', async () => {
    await source.close();
    const target = (await createTestDatabase())!;
    const dataDir = join(scratch, 'postgres-data');
    const options = {
      from: sourceDir,
      to: target.url,
      dataDir,
      storage: new DiskVersionStore(join(dataDir, 'storage')),
      migrationsDir: defaultConfig().migrationsDir,
      pageRows: 40,
    };
    try {
      let pages = 0;
      await expect(
        migrateToPostgres({
          ...options,
          afterPage: (table) => {
            // Part way through the trades' fills, a table that takes several pages.
            if (table === 'public.trade_executions' && ++pages === 3) throw new Error('interrupted');
          },
        }),
      ).rejects.toThrow('interrupted');

      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const progress = await client.query<{ table_name: string; rows: string; done: boolean }>(
        'select table_name, rows::text as rows, done from _edgelog.copy_progress',
      );
      const executions = progress.rows.find((r) => r.table_name === 'public.trade_executions');
      expect(executions).toMatchObject({ rows: '120', done: false });
      expect(progress.rows.some((r) => r.table_name === 'auth.users' && r.done)).toBe(true);
      await client.end();

      const resumed = await cli([
        '--from',
        sourceDir,
        '--to',
        target.url,
        '--data-dir',
        dataDir,
        '--page-rows',
        '40',
      ]);
      expect(resumed.stdout).toContain('continuing the unfinished migration');
      expect(resumed.stdout).toMatch(/public\.trades: \d+ rows verified/);
      expect(resumed.stdout).toMatch(/files: 1 verified by SHA-256/);
      expect(resumed.stdout).toContain(`DATA_DIR=${dataDir}`);

      await expect(cli(['--from', sourceDir, '--to', target.url, '--data-dir', dataDir])).rejects.toThrow(
        /the target database is not empty/,
      );
      expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe(
        readFileSync(join(sourceDir, 'keys.json'), 'utf8'),
      );

      const moved = await startTestServer({ dataDir, databaseUrl: target.url });
      try {
        expect(moved.anonKey).toBe(anonKey);
        const client = moved.client();
        const userId = await signInWithFactor(client, email, secret);
        const after = await readsOf(client, userId);
        expect((after.trades as unknown[]).length).toBe(trades);
        expect(after).toEqual(before);
        // Ids keep coming from where the source's sequences were.
        const { rows } = await moved.server.ctx.db.query<{ ok: boolean }>(
          `select nextval('public.trade_executions_seq_seq') > (select max(seq) from public.trade_executions) as ok`,
        );
        expect(rows[0]!.ok).toBe(true);
      } finally {
        await moved.stop();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('puts the files in an S3-compatible bucket with --storage s3', async () => {
    await source.close();
    const s3 = await startTestS3();
    const target = (await createTestDatabase())!;
    const dataDir = join(scratch, 'postgres-s3');
    try {
      const settings = s3.settings({ prefix: 'journal/' });
      const moved = await cli(
        ['--from', sourceDir, '--to', target.url, '--data-dir', dataDir, '--storage', 's3'],
        {
          S3_ENDPOINT: settings.endpoint,
          S3_BUCKET: settings.bucket,
          S3_REGION: settings.region,
          S3_ACCESS_KEY_ID: settings.accessKeyId,
          S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
          S3_PREFIX: 'journal',
        },
      );
      expect(moved.stdout).toMatch(/files: 1 verified by SHA-256 in bucket "edgelog-test" under journal\//);
      expect(existsSync(join(dataDir, 'storage', 'objects'))).toBe(false);

      const server = await startTestServer({ dataDir, databaseUrl: target.url, s3: settings });
      try {
        const client = server.client();
        const userId = await signInWithFactor(client, email, secret);
        expect((await readsOf(client, userId)).file).toEqual(attachment);
      } finally {
        await server.stop();
      }
    } finally {
      await target.drop();
      await s3.close();
    }
  }, 30_000);
});
