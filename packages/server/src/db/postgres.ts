import pg from 'pg';
import { applyIdentity } from './identity.ts';
import type { Db, Queryable, QueryResult, RequestIdentity } from './types.ts';
import { parseValue, serializeParam, TYPE_OIDS } from './values.ts';

const typeOverrides = new Set<number>(Object.values(TYPE_OIDS));
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    typeOverrides.has(oid) && format !== 'binary'
      ? (text: string) => parseValue(text, oid)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function adapt<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  await pool.query('select 1');

  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closing = false;
  let retryDelayMs = 0;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  // The LISTEN connection outlives any one query; when it drops (server restart, idle kill) every
  // channel is listened to again, or realtime would silently stop delivering.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString, types });
    await client.connect();
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      if (!closing) scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    for (const channel of handlers.keys()) await client.query(`listen ${quoteChannel(channel)}`);
    listener = client;
    retryDelayMs = 0;
    return client;
  };
  const scheduleReconnect = () => {
    retryDelayMs = Math.min(Math.max(retryDelayMs * 2, 250), 10_000);
    const timer = setTimeout(() => {
      if (closing || listener || handlers.size === 0) return;
      void ensureListener().catch(scheduleReconnect);
    }, retryDelayMs);
    timer.unref();
  };
  const ensureListener = async () => {
    if (listener) return listener;
    connecting ??= connectListener().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const quoteChannel = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) => {
    const client = await pool.connect();
    const tx: Queryable = {
      query: async <R>(sql: string, params?: readonly unknown[]) =>
        adapt<R>(await client.query(sql, params?.map(serializeParam))),
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
    try {
      await client.query(options?.readOnly ? 'begin read only' : 'begin');
      const value = await fn(tx);
      await client.query('commit');
      client.release();
      return value;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      throw err;
    }
  };

  return {
    driver: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      adapt<T>(await pool.query(sql, params?.map(serializeParam) as unknown[])),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    transaction,
    asIdentity: <T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) =>
      transaction(async (tx) => {
        await applyIdentity(tx, identity);
        return fn(tx);
      }, options),
    async listen(channel, onPayload) {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteChannel(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await listener?.query(`unlisten ${quoteChannel(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
