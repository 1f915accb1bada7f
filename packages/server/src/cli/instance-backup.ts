import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { DataDirBusyError, dumpPglite, openPglite } from '../db/pglite.ts';
import type { ObjectBytes } from '../storage/bytes.ts';
import { BlobStore } from '../storage/disk.ts';
import { StorageError } from '../storage/errors.ts';
import { readText, xmlBlocks, type S3Settings } from '../storage/s3-client.ts';
import { S3BlobStore } from '../storage/s3.ts';

const run = promisify(execFile);

/** Bumped when the archive's layout changes; restore refuses a format it does not know. */
export const ARCHIVE_FORMAT = 1;
const PGLITE_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.dump';

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app_version: z.string(),
  created_at: z.string(),
  database: z.enum(['pglite', 'postgres']),
  counts: z.object({ users: z.number(), objects: z.number(), files: z.number() }),
  database_sha256: z.string(),
  keys_sha256: z.string().nullable(),
  files: z.array(z.object({ version: z.string(), size: z.number(), sha256: z.string() })),
});
export type InstanceManifest = z.infer<typeof manifestSchema>;

export interface BackupOptions {
  /** A `.tar.gz`/`.tgz` file, else a folder that must not exist or be empty. */
  out: string;
  dataDir: string;
  storageDir?: string;
  databaseUrl?: string;
  /** The running server, asked for the embedded database when it holds the folder. */
  serverUrl?: string;
  serviceRoleKey?: string;
  /** The bucket the instance keeps its files in (STORAGE_BACKEND=s3) instead of the storage folder. */
  s3?: S3Settings;
}

export interface RestoreOptions {
  from: string;
  dataDir: string;
  storageDir?: string;
  databaseUrl?: string;
  /** Puts the files into this (empty) bucket instead of the storage folder. */
  s3?: S3Settings;
}

const isTarball = (path: string) => /\.(tar\.gz|tgz)$/.test(path);

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function bucketName(s3: S3Settings): string {
  return `bucket "${s3.bucket}"${s3.prefix ? ` under ${s3.prefix}` : ''} at ${s3.endpoint ?? `AWS S3 (${s3.region})`}`;
}

/** Where the instance's files are: its storage folder, or its bucket (its client is the caller's to close). */
function filesOf(
  options: { dataDir: string; storageDir?: string; s3?: S3Settings },
  spoolDir: string,
): { store: ObjectBytes; where: string } {
  if (options.s3) return { store: new S3BlobStore(options.s3, spoolDir), where: bucketName(options.s3) };
  const root = options.storageDir ?? join(options.dataDir, 'storage');
  return { store: new BlobStore(root), where: root };
}

/** The store's own answer says only that it failed; which file and which store an operator needs. */
function failedOn(err: unknown, what: string): unknown {
  return err instanceof StorageError ? new Error(`${what}: ${err.message}`, { cause: err }) : err;
}

/**
 * Reads a stored version's bytes (into the file `path` when given) and answers their length and
 * SHA-256 as they went by. The store opens it the way a download does, so the folder and the
 * bucket give the same archive.
 */
async function readStored(
  store: ObjectBytes,
  where: string,
  version: string,
  path?: string,
): Promise<{ size: number; sha256: string }> {
  const opened = await store.open(version).catch((err: unknown) => {
    throw failedOn(err, `could not read stored file ${version} from ${where}`);
  });
  if (!opened) throw new Error(`stored file ${version} named by the database is missing from ${where}`);
  const hash = createHash('sha256');
  let size = 0;
  if (path) await mkdir(dirname(path), { recursive: true });
  try {
    if (opened.size === 0) {
      await opened.close();
      if (path) await writeFile(path, '', { flag: 'wx' });
    } else {
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      const bytes = await opened.read({ start: 0, end: opened.size - 1 });
      const sink = path
        ? createWriteStream(path, { flags: 'wx' })
        : new Writable({ write: (_chunk, _encoding, callback) => callback() });
      await pipeline(bytes, meter, sink);
    }
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw failedOn(err, `could not read stored file ${version} from ${where}`);
  }
  if (size !== opened.size)
    throw new Error(`stored file ${version} in ${where} gave ${size} bytes of its ${opened.size}`);
  return { size, sha256: hash.digest('hex') };
}

async function appVersion(): Promise<string> {
  const path = resolve(dirname(new URL(import.meta.url).pathname), '../../package.json');
  return z.object({ version: z.string() }).parse(JSON.parse(await readFile(path, 'utf8'))).version;
}

async function emptyOrMissing(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  if (!(await stat(path)).isDirectory()) return false;
  return (await readdir(path)).length === 0;
}

/** Newest first: pg_dump of a major version older than the server's refuses to dump it. */
async function findPgTool(name: 'pg_dump' | 'pg_restore'): Promise<string[]> {
  const found: string[] = [];
  const roots = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  for (const major of roots.sort((a, b) => Number(b) - Number(a))) {
    const path = join('/usr/lib/postgresql', major, 'bin', name);
    if (existsSync(path)) found.push(path);
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const path = join(dir, name);
    if (dir && existsSync(path) && !found.includes(path)) found.push(path);
  }
  return found;
}

async function majorOf(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']);
  const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
  return match ? Number(match[1]) : 0;
}

/** The newest pg tool that can talk to a server of `serverMajor`, or a clear error. */
async function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const tools = await findPgTool(name);
  if (tools.length === 0)
    throw new Error(
      `${name} was not found (on PATH or under /usr/lib/postgresql/*/bin): install the PostgreSQL client tools of version ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor})`,
    );
  let newest = 0;
  for (const tool of tools) {
    const major = await majorOf(tool);
    if (major >= serverMajor) return tool;
    newest = Math.max(newest, major);
  }
  throw new Error(
    `${name} ${newest} is older than the PostgreSQL ${serverMajor} server and cannot ${name === 'pg_dump' ? 'dump' : 'restore into'} it: install the client tools of version ${serverMajor} or newer`,
  );
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

interface Snapshot {
  versions: string[];
  users: number;
  objects: number;
}

const SNAPSHOT_SQL = {
  versions: 'select distinct version from storage.objects where version is not null order by version',
  counts:
    'select (select count(*) from auth.users)::int as users, (select count(*) from storage.objects)::int as objects',
};

/** What the dumped embedded database names, read from the dump itself, not the live database. */
async function snapshotOfPgliteDump(dump: Blob): Promise<Snapshot> {
  const copy = await PGlite.create({ loadDataDir: dump });
  try {
    const versions = await copy.query<{ version: string }>(SNAPSHOT_SQL.versions);
    const counts = await copy.query<{ users: number; objects: number }>(SNAPSHOT_SQL.counts);
    return { versions: versions.rows.map((r) => r.version), ...counts.rows[0]! };
  } finally {
    await copy.close();
  }
}

async function dumpEmbedded(options: BackupOptions, target: string): Promise<Snapshot> {
  const folder = join(options.dataDir, 'db');
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new Error(`no embedded database in ${options.dataDir} (and no DATABASE_URL given)`);
  let dump: Blob;
  try {
    const db = await openPglite(folder);
    try {
      dump = await dumpPglite(db)!;
    } finally {
      await db.close();
    }
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    dump = await dumpFromServer(options);
  }
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  return snapshotOfPgliteDump(dump);
}

async function serviceRoleKeyOf(options: BackupOptions): Promise<string> {
  if (options.serviceRoleKey) return options.serviceRoleKey;
  const path = join(options.dataDir, 'keys.json');
  if (!existsSync(path))
    throw new Error(`no service_role key: set SERVICE_ROLE_KEY (${path} does not exist)`);
  return z.object({ serviceRoleKey: z.string() }).parse(JSON.parse(await readFile(path, 'utf8')))
    .serviceRoleKey;
}

async function dumpFromServer(options: BackupOptions): Promise<Blob> {
  const url = options.serverUrl ?? 'http://127.0.0.1:3000';
  const key = await serviceRoleKeyOf(options);
  const response = await fetch(`${url}/admin/v1/instance-backup`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}` },
  }).catch((err: unknown) => {
    throw new Error(
      `a server holds ${options.dataDir} but ${url} did not answer (${err instanceof Error ? err.message : String(err)}): pass --url of that server`,
    );
  });
  if (!response.ok) throw new Error(`${url} refused the backup: ${response.status} ${await response.text()}`);
  return response.blob();
}

/**
 * One pg_dump under a snapshot this connection exported: the object versions are read in that
 * same snapshot, so they are exactly the ones the dump's rows name.
 */
async function dumpPostgres(databaseUrl: string, target: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'edgelog backup' });
  await client.connect();
  try {
    const tool = await pgTool('pg_dump', await serverMajor(client));
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const versions = await client.query<{ version: string }>(SNAPSHOT_SQL.versions);
    const counts = await client.query<{ users: number; objects: number }>(SNAPSHOT_SQL.counts);
    await run(
      tool,
      ['--format=custom', `--snapshot=${rows[0]!.id}`, '--file', target, '--dbname', databaseUrl],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    await client.query('commit');
    return { versions: versions.rows.map((r) => r.version), ...counts.rows[0]! };
  } finally {
    await client.end();
  }
}

/** A consistent backup of the whole instance: database snapshot, keys and the files it names. */
export async function backupInstance(options: BackupOptions): Promise<InstanceManifest> {
  const out = resolve(options.out);
  const tarball = isTarball(out);
  if (tarball ? existsSync(out) : !(await emptyOrMissing(out)))
    throw new Error(`${out} already exists${tarball ? '' : ' and is not empty'}: choose a new place`);
  const work = tarball ? await mkdtemp(join(dirname(out), `.${basename(out)}-`)) : out;
  let spool: string | undefined;
  let source: ReturnType<typeof filesOf> | undefined;
  try {
    // Reading from a bucket spools nothing, but the store wants a folder of its own, not the server's.
    if (options.s3) spool = await mkdtemp(join(tmpdir(), 'edgelog-backup-'));
    source = filesOf(options, spool ?? '');
    // A bucket that cannot be reached is said before the database is dumped, not after.
    if (options.s3) await source.store.init();
    await mkdir(work, { recursive: true });
    const kind = options.databaseUrl ? 'postgres' : 'pglite';
    const dumpPath = join(work, kind === 'postgres' ? POSTGRES_DUMP : PGLITE_DUMP);
    const snapshot =
      kind === 'postgres'
        ? await dumpPostgres(options.databaseUrl!, dumpPath)
        : await dumpEmbedded(options, dumpPath);

    let keysSha: string | null = null;
    const keys = join(options.dataDir, 'keys.json');
    if (existsSync(keys)) {
      await copyFile(keys, join(work, 'keys.json'));
      keysSha = await sha256(join(work, 'keys.json'));
    }

    // Files are immutable and named by version, so copying after the snapshot gives exactly the
    // bytes its rows point at; files written since are not named and stay out. The archive lays
    // them out as the folder does wherever they came from.
    const archived = new BlobStore(join(work, 'storage'));
    const files: InstanceManifest['files'] = [];
    for (const version of snapshot.versions) {
      const copied = await readStored(source.store, source.where, version, archived.pathOf(version));
      files.push({ version, ...copied });
    }

    const manifest: InstanceManifest = {
      format: ARCHIVE_FORMAT,
      app_version: await appVersion(),
      created_at: new Date().toISOString(),
      database: kind,
      counts: { users: snapshot.users, objects: snapshot.objects, files: files.length },
      database_sha256: await sha256(dumpPath),
      keys_sha256: keysSha,
      files,
    };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (tarball) await run('tar', ['-czf', out, '-C', work, '.']);
    return manifest;
  } catch (err) {
    if (!tarball) await rm(work, { recursive: true, force: true });
    throw err;
  } finally {
    if (tarball) await rm(work, { recursive: true, force: true });
    source?.store.close?.();
    if (spool) await rm(spool, { recursive: true, force: true });
  }
}

async function verified(dir: string): Promise<InstanceManifest> {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${dir} is not an instance backup: manifest.json is missing`);
  const manifest = manifestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
  const dump = join(dir, manifest.database === 'postgres' ? POSTGRES_DUMP : PGLITE_DUMP);
  const check = async (file: string, expected: string | null) => {
    if (expected === null) return;
    if (!existsSync(file) || (await sha256(file)) !== expected) throw new Error(`checksum mismatch: ${file}`);
  };
  await check(dump, manifest.database_sha256);
  await check(join(dir, 'keys.json'), manifest.keys_sha256);
  const store = new BlobStore(join(dir, 'storage'));
  for (const file of manifest.files) await check(store.pathOf(file.version), file.sha256);
  return manifest;
}

// Roles are cluster-wide and pg_dump leaves them out; the restored grants need them (the same
// statement as the first platform migration's).
const ROLES_SQL = `do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$`;

async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    if (rows[0]!.n > 0)
      throw new Error('the target database is not empty: restore into a new, empty database');
    const tool = await pgTool('pg_restore', await serverMajor(client));
    await client.query(ROLES_SQL);
    await run(
      tool,
      ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', databaseUrl, dump],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } finally {
    await client.end();
  }
}

/** Refuses a bucket that already holds files under the prefix, as a data folder that is not empty. */
async function refuseFilledBucket(store: S3BlobStore, s3: S3Settings): Promise<void> {
  const response = await store.client
    .call({
      method: 'GET',
      query: { 'list-type': '2', prefix: store.client.keyOf('objects/'), 'max-keys': '1' },
    })
    .catch((err: unknown) => {
      throw new Error(
        `could not list the ${bucketName(s3)}: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  if (xmlBlocks(await readText(response.body), 'Contents').length > 0)
    throw new Error(
      `the ${bucketName(s3)} is not empty (it holds ${s3.prefix}objects/…): restore into an empty bucket or another S3_PREFIX`,
    );
}

/** Puts an archived file back under its version, then reads it back: the SHA-256 is what was stored. */
async function putBack(
  store: ObjectBytes,
  where: string,
  file: InstanceManifest['files'][number],
  from: string,
): Promise<void> {
  try {
    await store.put(file.version, createReadStream(from), file.size);
  } catch (err) {
    throw failedOn(err, `could not store file ${file.version} in ${where}`);
  }
  const stored = await readStored(store, where, file.version);
  if (stored.sha256 !== file.sha256 || stored.size !== file.size)
    throw new Error(`file ${file.version} stored in ${where} does not match the backup (SHA-256)`);
}

/**
 * Restores an instance backup into an empty data folder (and an empty database for PostgreSQL),
 * its files into an empty storage folder or bucket prefix.
 */
export async function restoreInstance(options: RestoreOptions): Promise<InstanceManifest> {
  const from = resolve(options.from);
  if (!existsSync(from)) throw new Error(`${from} does not exist`);
  if (!(await emptyOrMissing(options.dataDir)))
    throw new Error(`${options.dataDir} is not empty: restore into a new, empty data folder`);
  const storageDir = options.storageDir ?? join(options.dataDir, 'storage');
  // With a bucket the storage folder holds only uploads on their way; the bucket is checked instead.
  if (!options.s3 && !(await emptyOrMissing(storageDir))) throw new Error(`${storageDir} is not empty`);
  // Beside the data folder, so unpacking finds the room the restored instance will need anyway.
  const parent = dirname(resolve(options.dataDir));
  await mkdir(parent, { recursive: true });
  const scratch = await mkdtemp(join(parent, '.edgelog-restore-'));
  const target = filesOf(options, join(scratch, 'spool'));
  try {
    if (target.store instanceof S3BlobStore) {
      // Before the archive is unpacked or anything written: a wrong bucket is said at once.
      await target.store.init();
      await refuseFilledBucket(target.store, options.s3!);
    }
    const packed = !(await stat(from)).isDirectory();
    const dir = packed ? join(scratch, 'archive') : from;
    if (packed) {
      await mkdir(dir);
      await run('tar', ['-xzf', from, '-C', dir]);
    }
    const manifest = await verified(dir);
    if (manifest.database === 'postgres' && !options.databaseUrl)
      throw new Error('this backup is of a PostgreSQL instance: pass --database-url of an empty database');
    if (manifest.database === 'pglite' && options.databaseUrl)
      throw new Error('this backup is of an embedded-database instance: leave out --database-url');

    await mkdir(options.dataDir, { recursive: true });
    if (manifest.database === 'postgres')
      await restorePostgres(options.databaseUrl!, join(dir, POSTGRES_DUMP));
    else {
      const dump = new Blob([await readFile(join(dir, PGLITE_DUMP))]);
      const db = await openPglite(join(options.dataDir, 'db'), { loadDataDir: dump });
      await db.close();
    }
    if (manifest.keys_sha256 !== null)
      await copyFile(join(dir, 'keys.json'), join(options.dataDir, 'keys.json'));
    if (target.store instanceof BlobStore) await target.store.init();
    const archived = new BlobStore(join(dir, 'storage'));
    for (const file of manifest.files)
      await putBack(target.store, target.where, file, archived.pathOf(file.version));
    return manifest;
  } finally {
    target.store.close?.();
    await rm(scratch, { recursive: true, force: true });
  }
}
