import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionPath } from '../../src/storage/bytes.ts';
import { S3Client, type S3Settings } from '../../src/storage/s3-client.ts';
import { createTestDatabase } from '../support/database.ts';
import { saveTrades, type TradeInput } from '../support/journal.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { startTestServer, supabaseClient, type TestServer } from '../support/server.ts';

const run = promisify(execFile);
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const scratch = mkdtempSync(join(tmpdir(), 'edgelog-instance-backup-'));
const PASSWORD = 'correct horse battery';

function trade(accountId: string, day: number): TradeInput {
  const date = `2026-01-${String((day % 28) + 1).padStart(2, '0')}`;
  return {
    account_id: accountId,
    symbol: 'ES',
    asset_class: 'future',
    multiplier: '50',
    currency: 'USD',
    notes: `trade ${day}`,
    executions: [
      { executed_at: `${date}T14:30:00Z`, side: 'buy', quantity: '1', price: '100', commission: '2' },
      { executed_at: `${date}T15:30:00Z`, side: 'sell', quantity: '1', price: '102', commission: '2' },
    ],
  };
}

async function cli(
  script: 'backup-instance' | 'restore-instance',
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.STORAGE_BACKEND;
  return run(tsx, [`src/cli/${script}.ts`, ...args], { cwd: serverDir, env: { ...env, ...extraEnv } });
}

/** The settings of a bucket as a server reads them from its environment (S3_PREFIX given bare). */
function s3Env(settings: S3Settings): NodeJS.ProcessEnv {
  return {
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_PREFIX: settings.prefix.replace(/\/$/, ''),
  };
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let source: TestServer;
let trader: SupabaseClient;
let traderId: string;
let email: string;
let accountId: string;
const attachment = new Uint8Array(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251));

beforeAll(async () => {
  source = await startTestServer();
  email = `trader-${Date.now()}@example.test`;
  trader = source.client();
  const { data, error } = await trader.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  traderId = data.user!.id;
  const account = await trader
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD' })
    .select('id')
    .single();
  if (account.error) throw new Error(account.error.message);
  accountId = (account.data as { id: string }).id;
  const uploaded = await trader.storage
    .from('trade-attachments')
    .upload(`${traderId}/chart.png`, new Blob([attachment], { type: 'image/png' }));
  if (uploaded.error) throw uploaded.error;
});

afterAll(async () => {
  await source?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

interface RestoreInto {
  /** The server the backup is of, and its trader's id (the folder-backed one by default). */
  of?: { server: TestServer; traderId: string };
  /** Arguments and environment that choose where the restore puts the files. */
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** The bucket the restored server then reads its files from; none reads the storage folder. */
  s3?: S3Settings;
}

async function restoreAndCheck(archive: string, acknowledged: string[], into: RestoreInto = {}) {
  const of = into.of ?? { server: source, traderId };
  const dataDir = join(scratch, `restored-${Math.random().toString(36).slice(2)}`);
  const database = of.server.databaseUrl ? await createTestDatabase() : undefined;
  const args = [
    '--from',
    archive,
    '--data-dir',
    dataDir,
    ...(database ? ['--database-url', database.url] : []),
    ...(into.args ?? []),
  ];
  await cli('restore-instance', args, into.env);
  // Restoring twice into the same place is refused, not merged.
  await expect(cli('restore-instance', args, into.env)).rejects.toThrow(/not empty/);
  // The files went where the restore was told, and only there.
  expect(existsSync(join(dataDir, 'storage', 'objects'))).toBe(!into.s3);

  const restored = await startTestServer({ dataDir, databaseUrl: database?.url, s3: into.s3 });
  try {
    expect(restored.anonKey).toBe(of.server.anonKey);
    const client = supabaseClient(restored.url, restored.anonKey);
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const { data, error } = await client.from('trades').select('id').limit(10_000);
    expect(error).toBeNull();
    const ids = new Set((data as Array<{ id: string }>).map((r) => r.id));
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    const file = await client.storage.from('trade-attachments').download(`${of.traderId}/chart.png`);
    expect(file.error).toBeNull();
    expect(new Uint8Array(await file.data!.arrayBuffer())).toEqual(attachment);
    return { restored, ids };
  } finally {
    await restored.stop();
    await database?.drop();
  }
}

function archivedVersions(dir: string): string[] {
  const objects = join(dir, 'storage', 'objects');
  if (!existsSync(objects)) return [];
  return readdirSync(objects).flatMap((shard) => readdirSync(join(objects, shard)));
}

describe('npm run backup-instance', () => {
  it('refuses the embedded database dump without the service_role key', async () => {
    const anon = await fetch(`${source.url}/admin/v1/instance-backup`, {
      method: 'POST',
      headers: { apikey: source.anonKey, authorization: `Bearer ${source.anonKey}` },
    });
    expect(anon.status).toBe(403);
    expect((await fetch(`${source.url}/admin/v1/instance-backup`, { method: 'POST' })).status).toBe(401);
  });

  it.skipIf(Boolean(process.env.EDGELOG_TEST_DATABASE_URL))(
    'never opens the embedded database a running server holds',
    async () => {
      const folder = join(scratch, 'held');
      await expect(
        cli('backup-instance', [
          '--out',
          folder,
          '--data-dir',
          source.dataDir,
          '--url',
          'http://127.0.0.1:9',
        ]),
      ).rejects.toThrow(/a server holds .* did not answer/);
      expect(existsSync(join(folder, 'manifest.json'))).toBe(false);
    },
  );

  it('backs up the instance while traders keep saving, and the backup restores', async () => {
    const before = await saveTrades(
      trader,
      Array.from({ length: 20 }, (_, i) => trade(accountId, i)),
    );
    let writing = true;
    let day = 100;
    const writer = (async () => {
      while (writing) await saveTrades(trader, [trade(accountId, day++)]);
    })();
    // An upload that lands while the backup runs: only if its row is in the snapshot may its file be.
    const lateUpload = (async () => {
      await new Promise((r) => setTimeout(r, 300));
      await trader.storage
        .from('trade-attachments')
        .upload(`${traderId}/late.png`, new Blob(['late'], { type: 'image/png' }));
    })();

    const folder = join(scratch, 'online');
    const args = ['--out', folder, '--data-dir', source.dataDir, '--url', source.url];
    if (source.databaseUrl) args.push('--database-url', source.databaseUrl);
    try {
      await cli('backup-instance', args);
    } finally {
      writing = false;
      await writer;
      await lateUpload;
    }
    expect(day).toBeGreaterThan(100);

    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as {
      database: string;
      files: Array<{ version: string }>;
      counts: { users: number; objects: number };
    };
    expect(manifest.database).toBe(source.databaseUrl ? 'postgres' : 'pglite');
    expect(manifest.counts.users).toBeGreaterThanOrEqual(1);
    // The archive holds the files its snapshot names and nothing else.
    expect(archivedVersions(folder).sort()).toEqual(manifest.files.map((f) => f.version).sort());
    expect(manifest.files.length).toBe(manifest.counts.objects);

    await restoreAndCheck(folder, before);
  });

  it('writes a .tar.gz, and refuses to overwrite it', async () => {
    const archive = join(scratch, 'instance.tar.gz');
    const args = ['--out', archive, '--data-dir', source.dataDir, '--url', source.url];
    if (source.databaseUrl) args.push('--database-url', source.databaseUrl);
    await cli('backup-instance', args);
    await expect(cli('backup-instance', args)).rejects.toThrow(/already exists/);
    const { ids } = await restoreAndCheck(archive, []);
    expect(ids.size).toBeGreaterThanOrEqual(20);
  });

  it.skipIf(Boolean(process.env.EDGELOG_TEST_DATABASE_URL))(
    'opens the embedded database itself when no server holds it',
    async () => {
      const saved = await saveTrades(trader, [trade(accountId, 7)]);
      await source.server.close();
      const folder = join(scratch, 'offline');
      await cli('backup-instance', [
        '--out',
        folder,
        '--data-dir',
        source.dataDir,
        '--url',
        'http://127.0.0.1:9',
      ]);
      await source.restart();
      await restoreAndCheck(folder, saved);
    },
  );
});

describe('npm run backup-instance with the files in an S3 bucket', () => {
  let s3: TestS3;
  /** A second store, empty at first, that restores put files into. */
  let fresh: TestS3;
  let inBucket: TestServer;
  let bucketTraderId: string;
  const settings = () => s3.settings({ prefix: 'journal/' });
  const backupArgs = (out: string) => [
    '--out',
    out,
    '--data-dir',
    inBucket.dataDir,
    '--url',
    inBucket.url,
    ...(inBucket.databaseUrl ? ['--database-url', inBucket.databaseUrl] : []),
  ];
  const fromBucket = join(scratch, 'from-bucket');

  beforeAll(async () => {
    s3 = await startTestS3();
    fresh = await startTestS3('edgelog-restored');
    inBucket = await startTestServer({ s3: settings() });
    const client = inBucket.client();
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    if (error) throw error;
    bucketTraderId = data.user!.id;
    const uploaded = await client.storage
      .from('trade-attachments')
      .upload(`${bucketTraderId}/chart.png`, new Blob([attachment], { type: 'image/png' }));
    if (uploaded.error) throw uploaded.error;
  });

  afterAll(async () => {
    await inBucket?.stop();
    await s3?.close();
    await fresh?.close();
  });

  it('archives the files from the bucket as it does from the folder, and restores them into an empty bucket', async () => {
    await cli('backup-instance', backupArgs(fromBucket), { STORAGE_BACKEND: 's3', ...s3Env(settings()) });
    // The server keeps nothing in its folder: every byte in the archive came from the bucket.
    expect(existsSync(join(inBucket.dataDir, 'storage', 'objects'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(fromBucket, 'manifest.json'), 'utf8')) as {
      files: Array<{ version: string; size: number; sha256: string }>;
      counts: { objects: number };
    };
    expect(manifest.files).toEqual([
      { version: manifest.files[0]!.version, size: attachment.length, sha256: sha256Of(attachment) },
    ]);
    expect(manifest.counts.objects).toBe(1);
    expect(archivedVersions(fromBucket)).toEqual([manifest.files[0]!.version]);
    const archived = readFileSync(join(fromBucket, 'storage', versionPath(manifest.files[0]!.version)));
    expect(new Uint8Array(archived)).toEqual(attachment);

    const target = fresh.settings();
    await restoreAndCheck(fromBucket, [], {
      of: { server: inBucket, traderId: bucketTraderId },
      args: ['--storage', 's3'],
      env: s3Env(target),
      s3: target,
    });

    // A bucket that already holds files is refused like a data folder that does, before anything
    // is written.
    const elsewhere = join(scratch, 'refused-by-bucket');
    const database = inBucket.databaseUrl ? await createTestDatabase() : undefined;
    try {
      await expect(
        cli(
          'restore-instance',
          [
            '--from',
            fromBucket,
            '--data-dir',
            elsewhere,
            ...(database ? ['--database-url', database.url] : []),
          ],
          { STORAGE_BACKEND: 's3', ...s3Env(target) },
        ),
      ).rejects.toThrow(/bucket "edgelog-restored" at .* is not empty/);
      expect(existsSync(elsewhere)).toBe(false);
    } finally {
      await database?.drop();
    }
  });

  it('restores a backup taken from the bucket into the storage folder', async () => {
    await restoreAndCheck(fromBucket, [], { of: { server: inBucket, traderId: bucketTraderId } });
  });

  it('restores a backup taken from the storage folder into a bucket', async () => {
    const archive = join(scratch, 'from-folder.tar.gz');
    const args = ['--out', archive, '--data-dir', source.dataDir, '--url', source.url];
    if (source.databaseUrl) args.push('--database-url', source.databaseUrl);
    await cli('backup-instance', args);
    const target = fresh.settings({ prefix: 'from-folder/' });
    await restoreAndCheck(archive, [], { env: { STORAGE_BACKEND: 's3', ...s3Env(target) }, s3: target });
  });

  it('fails, as with the folder, when the bucket lacks a file the database names', async () => {
    const { rows } = await inBucket.server.ctx.db.query<{ version: string }>(
      `select version from storage.objects where name = $1`,
      [`${bucketTraderId}/chart.png`],
    );
    const client = new S3Client(settings());
    try {
      (await client.call({ method: 'DELETE', key: versionPath(rows[0]!.version) })).body.resume();
    } finally {
      client.close();
    }
    const folder = join(scratch, 'bucket-lacks-a-file');
    await expect(
      cli('backup-instance', backupArgs(folder), { STORAGE_BACKEND: 's3', ...s3Env(settings()) }),
    ).rejects.toThrow(
      new RegExp(
        `stored file ${rows[0]!.version} named by the database is missing from bucket "edgelog-test" under journal/`,
      ),
    );
    expect(existsSync(join(folder, 'manifest.json'))).toBe(false);
  });
});
