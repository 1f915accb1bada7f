import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DiskSpaceGuard } from './disk-space.ts';
import { applyIdentity } from './identity.ts';
import { Mutex } from './mutex.ts';
import type { Db, Queryable, QueryResult, RequestIdentity } from './types.ts';
import { parseValue, serializeParam, TYPE_OIDS } from './values.ts';

const parsers = Object.fromEntries(
  [TYPE_OIDS.int8, TYPE_OIDS.date, TYPE_OIDS.timestamp, TYPE_OIDS.timestamptz, TYPE_OIDS.numeric].map(
    (oid) => [oid, (text: string) => parseValue(text, oid)],
  ),
);

/** Another live process has the embedded database's folder open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the database in ${dataDir} is open in process ${pid}; only one process may use it at a time (if no Edgelog process is running, remove ${dataDir}.lock)`,
    );
    this.name = 'DataDirBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes writing one PGlite folder corrupt it, and the backup CLI must know whether a server
 * holds it. `<dataDir>.lock` names the holder; a holder that died (kill -9) leaves a lock the next
 * opener takes over.
 */
function claimDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(path, `${process.pid} ${startTimeOf(process.pid) ?? ''}`, { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const [pidText = '', started = ''] = readFileSync(path, 'utf8').trim().split(' ');
    const holder = Number(pidText);
    if (holder && holder !== process.pid && alive(holder) && sameProcess(holder, started))
      throw new DataDirBusyError(dataDir, holder);
    rmSync(path, { force: true });
  }
}

/**
 * When a process started, as Linux counts it (/proc/<pid>/stat), null elsewhere. A restarted
 * container gives its processes the same small ids again: a lock naming an id now used by another
 * process is a stale one, told apart by its start time.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function sameProcess(pid: number, started: string): boolean {
  const now = startTimeOf(pid);
  return started === '' || now === null || now === started;
}

const dumps = new WeakMap<Db, () => Promise<Blob>>();

/**
 * A gzipped tarball of the embedded database's folder, taken between transactions so no write is
 * half in it; what PGlite's `loadDataDir` opens again. Undefined for PostgreSQL.
 */
export function dumpPglite(db: Db): Promise<Blob> | undefined {
  return dumps.get(db)?.();
}

const guards = new WeakMap<Db, DiskSpaceGuard>();

/** The guard keeping the embedded database's disk from filling (disk-space.ts); undefined for PostgreSQL. */
export function diskSpaceGuardOf(db: Db): DiskSpaceGuard | undefined {
  return guards.get(db);
}

/** Embedded PostgreSQL in WASM; `dataDir` undefined keeps it in memory. */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; minFreeBytes?: number } = {},
): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? claimDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { parsers, loadDataDir: options.loadDataDir });
  } catch (err) {
    release();
    throw err;
  }
  // One connection: every statement and every transaction takes its turn through this lock, so one
  // request's role and claims can never be in force while another request's statements run.
  const lock = new Mutex();

  const raw = async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const result = await pg.query<T>(sql, params?.map(serializeParam));
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? result.rows.length,
      fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  };
  const rawExec = async (sql: string) => {
    await pg.exec(sql);
  };
  const inTransaction: Queryable = { query: raw, exec: rawExec };

  // Kept on the folder's disk; a database in memory has none to fill.
  const guard = dataDir ? new DiskSpaceGuard(dataDir, options.minFreeBytes ?? 0) : undefined;

  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) => {
    if (!options?.readOnly) await guard?.assertRoom();
    return lock.run(async () => {
      await pg.exec(options?.readOnly ? 'begin read only' : 'begin');
      try {
        const value = await fn(inTransaction);
        await pg.exec('commit');
        return value;
      } catch (err) {
        await pg.exec('rollback');
        throw err;
      }
    });
  };

  const db: Db = {
    driver: 'pglite',
    query: (sql, params) => lock.run(() => raw(sql, params)),
    exec: (sql) => lock.run(() => rawExec(sql)),
    transaction,
    asIdentity: <T>(
      identity: RequestIdentity,
      fn: (tx: Queryable) => Promise<T>,
      options?: { readOnly?: boolean },
    ) =>
      transaction(async (tx) => {
        await applyIdentity(tx, identity);
        return fn(tx);
      }, options),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await lock.run(() => raw('select pg_notify($1, $2)', [channel, payload]));
    },
    async close() {
      await lock.run(() => pg.close());
      release();
    },
  };
  dumps.set(db, () => lock.run(() => pg.dumpDataDir('gzip')));
  if (guard) guards.set(db, guard);
  return db;
}
