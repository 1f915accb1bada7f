import pg from 'pg';
import { applyIdentity } from './identity.ts';
import { statementName } from './statement-name.ts';
import {
  isDbError,
  type Db,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  type RequestIdentity,
} from './types.ts';
import { parseValue, serializeParam, TYPE_OIDS } from './values.ts';

const typeOverrides = new Set<number>(Object.values(TYPE_OIDS));
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    typeOverrides.has(oid) && format !== 'binary'
      ? (text: string) => parseValue(text, oid)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

interface CorkableClient {
  connection?: { stream?: { cork?: () => void; uncork?: () => void } };
}

const corked = new WeakSet<object>();

/**
 * node-postgres writes each protocol message (parse, bind, describe, execute, sync) on its own, a
 * system call and a wake-up of the server each. Holding the socket's writes until the end of the
 * tick sends them, and those of every statement issued in the same tick, in one write.
 */
function batchWrites(client: pg.PoolClient): pg.PoolClient {
  const stream = (client as unknown as CorkableClient).connection?.stream;
  if (!stream?.cork || !stream.uncork || corked.has(stream)) return client;
  stream.cork();
  corked.add(stream);
  process.nextTick(() => {
    corked.delete(stream);
    stream.uncork?.();
  });
  return client;
}

function adapt<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/**
 * How long a request waits for a connection, a new one or a free one from the pool, before it is
 * answered 503: without a limit a request sent while the database cannot be reached (a pooler that
 * accepts and holds connections, packets dropped) waits for minutes. PostgREST's default.
 */
const POOL_ACQUIRE_TIMEOUT_MS = 10_000;

// The driver's own failures to reach the database carry no SQLSTATE.
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connection timeout|Cannot use a pool after calling end/i;

/**
 * A lost or refused connection as SQLSTATE 08006 (connection_failure), which every API answers 503
 * with a retry hint, instead of an error without a code answered 500. The driver's message, which
 * may name the database's host, stays in `cause` for the log.
 */
function asDbError(err: unknown): unknown {
  if (!(err instanceof Error) || isDbError(err)) return err;
  const errno = (err as { code?: unknown }).code;
  if ((typeof errno === 'string' && UNREACHABLE_ERRNOS.has(errno)) || UNREACHABLE_MESSAGES.test(err.message))
    return Object.assign(new Error('the database could not be reached', { cause: err }), { code: '08006' });
  return err;
}

const rethrow = (err: unknown): never => {
  throw asDbError(err);
};

/** How the connection that LISTENs shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'edgelog realtime';
/** How a pooled connection shows in pg_stat_activity while no request uses it. */
export const POOL_APPLICATION_NAME = 'edgelog';
const LISTENER_RETRY_MS = [0, 100, 250, 500, 1_000];
const LISTENER_CONNECT_TIMEOUT_MS = 10_000;

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  // Pipelined clients send a request's BEGIN, role switch and statement together instead of waiting
  // a round trip for each (see asIdentity).
  // Prepared statements live as long as their connection; retiring a connection after a number of
  // uses bounds how many a long-running server keeps, however many query shapes it has seen.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types,
    pipeline: true,
    maxUses: 2_000,
    // A request's transaction names itself `edgelog <request id>` (SET LOCAL); between requests
    // the connection shows this.
    application_name: POOL_APPLICATION_NAME,
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
  } as pg.PoolConfig);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // A client in use by a request whose connection drops between two statements emits `error`,
  // which unheard would end the process; the request learns of it from its next statement.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = () => pool.connect().catch(rethrow);
  await pool.query('select 1');

  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closing = false;
  let retries = 0;
  // Set when the LISTEN connection drops; cleared once another listens again.
  let lost = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const resumeHandlers = new Set<() => void>();

  // The LISTEN connection outlives any one query; when it drops (server restart, idle kill) every
  // channel is listened to again, or realtime would silently stop delivering. Notifications sent
  // while no connection listened are gone: whoever listens is told once it listens again.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      types,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: LISTENER_CONNECT_TIMEOUT_MS,
    });
    const drop = () => {
      if (listener !== client) return;
      listener = undefined;
      lost = true;
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      if (!closing) scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      for (const channel of handlers.keys()) await client.query(`listen ${quoteChannel(channel)}`);
      if (closing) throw new Error('the database was closed');
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    listener = client;
    retries = 0;
    if (lost) {
      lost = false;
      for (const resumed of resumeHandlers) resumed();
    }
    return client;
  };
  // The first attempt is immediate and the wait stays short: every moment without a listener is
  // a moment of changes nobody hears.
  const scheduleReconnect = () => {
    const delay = LISTENER_RETRY_MS[Math.min(retries, LISTENER_RETRY_MS.length - 1)]!;
    retries += 1;
    const timer = setTimeout(() => {
      if (closing || listener || handlers.size === 0) return;
      void ensureListener().catch(scheduleReconnect);
    }, delay);
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

  const queryable = (client: pg.PoolClient): Queryable => ({
    query: async <R>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
      adapt<R>(
        await batchWrites(client)
          .query({
            text: sql,
            values: params?.map(serializeParam),
            name: options?.prepare ? statementName(sql) : undefined,
          })
          .catch(rethrow),
      ),
    exec: async (sql: string) => {
      await client.query(sql).catch(rethrow);
    },
  });

  const finish = async (client: pg.PoolClient, command: 'commit' | 'rollback') => {
    try {
      await client.query(command);
      client.release();
    } catch (err) {
      // A connection that cannot end its transaction must not go back to the pool.
      client.release(err instanceof Error ? err : true);
      if (command === 'commit') throw asDbError(err);
    }
  };

  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }) => {
    const client = await connect();
    try {
      await client.query(options?.readOnly ? 'begin read only' : 'begin').catch(rethrow);
      const value = await fn(queryable(client));
      await finish(client, 'commit');
      return value;
    } catch (err) {
      await finish(client, 'rollback');
      throw err;
    }
  };

  /**
   * BEGIN and the role switch are written without waiting for their answers, so they reach the
   * server with the request's first statement: one round trip instead of three. The server runs
   * them in order; when BEGIN or the switch fails the transaction is aborted, every statement after
   * it fails with 25P02, and nothing runs without the caller's role. The earlier failure is the one
   * reported. A read-only transaction has nothing to make durable, so its answer does not wait for
   * COMMIT; the connection returns to the pool once COMMIT completes.
   */
  const asIdentity = async <T>(
    identity: RequestIdentity,
    fn: (tx: Queryable) => Promise<T>,
    options?: { readOnly?: boolean },
  ) => {
    const client = await connect();
    const tx = queryable(client);
    const begun = batchWrites(client).query(options?.readOnly ? 'begin read only' : 'begin');
    const switched = applyIdentity(tx, identity);
    const setup = Promise.all([begun, switched]);
    setup.catch(() => undefined);
    let value: T;
    try {
      value = await fn(tx);
      await setup;
    } catch (err) {
      const setupFailure = await setup.then(
        () => undefined,
        (setupErr: unknown) => asDbError(setupErr),
      );
      await finish(client, 'rollback');
      throw setupFailure ?? err;
    }
    if (options?.readOnly) {
      void finish(client, 'commit').catch(() => undefined);
      return value;
    }
    await finish(client, 'commit');
    return value;
  };

  return {
    driver: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      adapt<T>(await pool.query(sql, params?.map(serializeParam) as unknown[]).catch(rethrow)),
    exec: async (sql: string) => {
      await pool.query(sql).catch(rethrow);
    },
    transaction,
    asIdentity,
    async listen(channel, onPayload, onResumed) {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteChannel(channel)}`);
      }
      set.add(onPayload);
      if (onResumed) resumeHandlers.add(onResumed);
      return async () => {
        set.delete(onPayload);
        if (onResumed) resumeHandlers.delete(onResumed);
        if (set.size === 0) {
          handlers.delete(channel);
          await listener?.query(`unlisten ${quoteChannel(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]).catch(rethrow);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
