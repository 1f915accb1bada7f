import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { applyIdentity } from './identity.ts';
import { Mutex } from './mutex.ts';
import type { Db, Queryable, QueryResult, RequestIdentity } from './types.ts';
import { parseValue, serializeParam, TYPE_OIDS } from './values.ts';

const parsers = Object.fromEntries(
  [TYPE_OIDS.int8, TYPE_OIDS.date, TYPE_OIDS.timestamp, TYPE_OIDS.timestamptz, TYPE_OIDS.numeric].map((oid) => [
    oid,
    (text: string) => parseValue(text, oid),
  ]),
);

/** Embedded PostgreSQL in WASM; `dataDir` undefined keeps it in memory. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
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

  const transaction = <T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) =>
    lock.run(async () => {
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

  return {
    driver: 'pglite',
    query: (sql, params) => lock.run(() => raw(sql, params)),
    exec: (sql) => lock.run(() => rawExec(sql)),
    transaction,
    asIdentity: <T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) =>
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
    },
  };
}
