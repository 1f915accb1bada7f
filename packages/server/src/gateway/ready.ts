import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Migration } from '../db/migrate.ts';

/** A probe that waits longer than this counts as a failure: a load balancer asks again soon. */
export const READY_TIMEOUT_MS = 2_000;
/** Seconds a client or balancer is asked to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

export type CheckState = 'ok' | 'error' | 'timeout' | 'missing' | 'unknown';

export interface ReadinessOptions {
  db: Db;
  /** Every migration this server was built with; each must be recorded as applied. */
  migrations: readonly Pick<Migration, 'scope' | 'name'>[];
  /** Where stored files live: throws when it cannot take writes (a local folder or an S3 bucket). */
  storage: { probe(): Promise<void> };
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  // A probe that answers after its time-out must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const failure = (err: unknown): CheckState => (err instanceof TimedOut ? 'timeout' : 'error');

/**
 * `/ready`: whether this process should be sent traffic. Unlike `/health` (the process is up), it
 * answers 503 when the database does not answer in time, the object store cannot take writes,
 * a migration this server expects is not recorded as applied (another process's half-finished
 * upgrade), or the server is shutting down, so a load balancer drains it before it stops.
 * The answer names the failing check and nothing else: causes go to the log.
 */
export function registerReadiness(app: FastifyInstance, options: ReadinessOptions) {
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  const expected = options.migrations.map((m) => `${m.scope}/${m.name}`);
  let draining = false;
  let lastFailing = '';

  const database = async (): Promise<CheckState> => {
    await options.db.query('select 1');
    return 'ok';
  };
  const migrations = async (): Promise<CheckState> => {
    const { rows } = await options.db.query<{ id: string }>(
      `select scope || '/' || name as id from _edgelog.migrations`,
    );
    const recorded = new Set(rows.map((r) => r.id));
    return expected.every((id) => recorded.has(id)) ? 'ok' : 'missing';
  };
  // The local store writes (not only stats) its `tmp/` folder, which catches a read-only or
  // vanished mount; the S3 store also asks for its bucket.
  const storage = async (): Promise<CheckState> => {
    await options.storage.probe();
    return 'ok';
  };

  const run = async (name: string, check: () => Promise<CheckState>, errors: Record<string, string>) => {
    try {
      return await within(check(), timeoutMs);
    } catch (err) {
      errors[name] = err instanceof Error ? err.message : String(err);
      return failure(err);
    }
  };

  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining) {
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'shutting down' });
    }
    const errors: Record<string, string> = {};
    const [db, files] = await Promise.all([
      run('database', database, errors),
      run('storage', storage, errors),
    ]);
    const applied = db === 'ok' ? await run('migrations', migrations, errors) : 'unknown';
    const checks = { database: db, storage: files, migrations: applied };
    const failing = Object.entries(checks)
      .filter(([, state]) => state !== 'ok')
      .map(([name]) => name);

    // Once per change, not once per probe: a balancer asks every few seconds.
    const summary = failing.join(',');
    if (summary !== lastFailing) {
      if (failing.length > 0) options.log.warn({ checks, errors }, `not ready: ${summary}`);
      else options.log.info('ready again');
      lastFailing = summary;
    }

    if (failing.length === 0) return { status: 'ready', checks };
    return reply
      .code(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', failing, checks });
  });

  return {
    /** From now on `/ready` answers 503 without probing anything. */
    drain() {
      draining = true;
    },
  };
}
