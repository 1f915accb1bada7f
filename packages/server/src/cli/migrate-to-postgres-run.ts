import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/index.ts';
import { readMigrations, runMigrations } from '../db/migrate.ts';
import { platformMigrationsDir } from '../db/platform/index.ts';
import { DataDirBusyError, openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { copyFiles, copyKeys, type FilesResult, type VersionStore } from './migrate-to-postgres-files.ts';
import {
  assertSameSchema,
  checksumOf,
  copySequences,
  copyTable,
  SESSION_SETTINGS,
  sqlOfClient,
  sqlOfDb,
  tablesOf,
  type Progress,
  type Sql,
} from './migrate-to-postgres-tables.ts';

export interface MigrateOptions {
  /** The embedded instance's data folder (`db/`, `keys.json`, `storage/`). */
  from: string;
  /** Where the source's files are; `<from>/storage` when unset. */
  fromStorageDir?: string;
  /** A new, empty PostgreSQL database, or one holding this migration's unfinished run. */
  to: string;
  /** The PostgreSQL server's data folder: keys.json goes there. */
  dataDir: string;
  /** Where the files go. */
  storage: VersionStore;
  /** The product's migrations (supabase/migrations). */
  migrationsDir: string;
  /** Most rows a page moves (fewer when rows are wide). */
  pageRows?: number;
  /** After each committed page (tests stop a run here). */
  afterPage?: (table: string, rows: number) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface TableReport {
  table: string;
  rows: number;
  md5: string;
}

export interface MigrateReport {
  resumed: boolean;
  tables: TableReport[];
  files: FilesResult;
  keys: 'copied' | 'same' | 'none';
  ms: number;
}

const count = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;

async function openSource(from: string): Promise<Db> {
  const folder = join(from, 'db');
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new Error(`no embedded database in ${from} (${folder} holds none): pass --from the data folder`);
  try {
    return await openPglite(folder);
  } catch (err) {
    if (err instanceof DataDirBusyError)
      throw new Error(
        `an Edgelog server (process ${err.pid}) is running on ${from}: stop it, then run this again. The migration needs the data folder to itself so nothing changes while it is copied.`,
        { cause: err },
      );
    throw err;
  }
}

/**
 * Claims the target for this run, or takes up the unfinished run it holds. Anything else in it is
 * refused: the copy must never merge into data it did not write.
 */
async function claimTarget(target: pg.Client, sourceId: string, from: string): Promise<boolean> {
  const { rows } = await target.query<{ resuming: boolean; relations: number }>(
    `select to_regclass('_edgelog.copy_source') is not null as resuming,
            (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%') as relations`,
  );
  if (rows[0]!.resuming) {
    const recorded = await target.query<{ source_id: string; source: string }>(
      'select source_id, source from _edgelog.copy_source',
    );
    const run = recorded.rows[0];
    if (run && run.source_id !== sourceId)
      throw new Error(
        `the target holds an unfinished migration of another embedded database (${run.source}): finish that one, or migrate into a new, empty database`,
      );
    return true;
  }
  if (rows[0]!.relations > 0)
    throw new Error('the target database is not empty: migrate into a new, empty database (createdb <name>)');
  await target.query('begin');
  try {
    await target.query(`create schema if not exists _edgelog;
      create table _edgelog.copy_source (
        only_row boolean primary key default true check (only_row),
        source_id text not null,
        source text not null,
        started_at timestamptz not null default now()
      );
      create table _edgelog.copy_progress (
        table_name text primary key,
        last_key text[],
        rows bigint not null,
        done boolean not null
      );`);
    await target.query('insert into _edgelog.copy_source (source_id, source) values ($1, $2)', [
      sourceId,
      from,
    ]);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  }
  return false;
}

async function progressOf(target: pg.Client): Promise<Map<string, Progress>> {
  const { rows } = await target.query<{
    table_name: string;
    last_key: string[] | null;
    rows: string;
    done: boolean;
  }>('select table_name, last_key, rows::text as rows, done from _edgelog.copy_progress');
  return new Map(
    rows.map((r) => [r.table_name, { lastKey: r.last_key, rows: Number(r.rows), done: r.done }]),
  );
}

async function withSearchPath<T>(sql: Sql, path: string, fn: () => Promise<T>): Promise<T> {
  await sql.query(`set search_path = ${path}`);
  try {
    return await fn();
  } finally {
    await sql.query('reset search_path');
  }
}

/**
 * Moves an embedded instance into PostgreSQL: every table holding data (auth users with their
 * password hashes, factors, sessions; storage metadata; the product's tables), its sequences, its
 * files and its keys, each table checked by count and checksum, each file by SHA-256.
 */
export async function migrateToPostgres(options: MigrateOptions): Promise<MigrateReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const sourceDb = await openSource(options.from);
  const client = new pg.Client({
    connectionString: options.to,
    application_name: 'edgelog migrate-to-postgres',
  });
  try {
    await client.connect();
    // Copied rows are written as they are: no trigger may rewrite them (derived figures, the
    // journal's version, realtime capture) nor check a reference before its row has arrived.
    await client.query('set session_replication_role = replica').catch((err: unknown) => {
      throw new Error(
        `the target role may not set session_replication_role (${err instanceof Error ? err.message : String(err)}): connect as a superuser, or on PostgreSQL 15+ run "grant set on parameter session_replication_role to <role>"`,
      );
    });
    const source = sqlOfDb(sourceDb);
    const target = sqlOfClient(client);
    const [identity] = await source.query<{ id: string }>(
      'select system_identifier::text as id from pg_control_system()',
    );
    const resumed = await claimTarget(client, identity!.id, options.from);
    log(resumed ? 'continuing the unfinished migration this database holds' : 'target claimed');

    const migrations = [
      ...readMigrations(platformMigrationsDir, 'platform'),
      ...readMigrations(options.migrationsDir, 'product'),
    ];
    const sourceApplied = await runMigrations(sourceDb, migrations);
    if (sourceApplied.length > 0) log(`source: applied ${sourceApplied.length} migrations it was missing`);
    const targetDb = await openPostgres(options.to, 1);
    try {
      await runMigrations(targetDb, migrations);
    } finally {
      await targetDb.close();
    }

    await sourceDb.exec(SESSION_SETTINGS);
    await client.query(SESSION_SETTINGS);
    const tables = await withSearchPath(source, "''", () => tablesOf(source));
    assertSameSchema(tables, await withSearchPath(target, "''", () => tablesOf(target)));

    const progress = await progressOf(client);
    for (const table of tables) {
      const before = progress.get(table.label);
      const rows = await copyTable(source, client, table, before, {
        pageRows: options.pageRows ?? 1000,
        afterPage: options.afterPage,
      });
      log(`${table.label}: ${count(rows)} ${before?.done ? 'copied by the earlier run' : 'copied'}`);
    }
    await copySequences(source, client);

    // Every table again, whether copied now or by an interrupted run: the source may have been
    // opened by a server in between.
    const report: TableReport[] = [];
    const mismatched: string[] = [];
    for (const table of tables) {
      const [ours, theirs] = [await checksumOf(source, table), await checksumOf(target, table)];
      if (ours.rows !== theirs.rows || ours.md5 !== theirs.md5)
        mismatched.push(
          `${table.label} (source ${ours.rows} rows ${ours.md5}, target ${theirs.rows} rows ${theirs.md5})`,
        );
      else log(`${table.label}: ${count(Number(ours.rows))} verified (md5 ${ours.md5})`);
      report.push({ table: table.label, rows: Number(ours.rows), md5: ours.md5 });
    }
    if (mismatched.length > 0)
      throw new Error(
        `the target differs from the source in ${mismatched.join('; ')}. If a server ran on the source since this migration began, drop the target database, create it again and run this anew.`,
      );

    const versions = await source.query<{ version: string }>(
      'select distinct version from storage.objects where version is not null order by version',
    );
    const files = await copyFiles(
      versions.map((v) => v.version),
      options.fromStorageDir ?? join(options.from, 'storage'),
      options.storage,
      log,
    );
    const keys = await copyKeys(options.from, options.dataDir);

    // Done: the target is an ordinary Edgelog database now, and another run against it is refused.
    await client.query('drop table _edgelog.copy_progress, _edgelog.copy_source');
    return { resumed, tables: report, files, keys, ms: Date.now() - started };
  } finally {
    await client.end().catch(() => undefined);
    await sourceDb.close();
  }
}
