/** The one database interface the server uses; PGlite and node-postgres both implement it. */

export interface QueryField {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
  fields: QueryField[];
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection (by a name derived from its text), so the next
   * request of the same shape skips parsing and planning. For statements a request runs again and
   * again with different values; the driver may ignore it (PGlite does).
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Claims and role in force for one transaction, as PostgREST sets them. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role' | (string & {});
  claims: Record<string, unknown>;
  /** Extra `set_config(name, value, true)` pairs, e.g. request.method, request.headers. */
  settings?: Record<string, string>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT; rolls back when it throws. Transactions never interleave on PGlite. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>;
  /** Runs `fn` in a transaction switched to the identity's role with its JWT claims set. */
  asIdentity<T>(
    identity: RequestIdentity,
    fn: (tx: Queryable) => Promise<T>,
    options?: { readOnly?: boolean },
  ): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel; the returned function unsubscribes. `onResumed` runs when
   * listening starts again after the connection was lost: what was sent in between is gone.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A database error with the SQLSTATE and the fields PostgREST-style bodies need. */
export interface DbErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
}

export function isDbError(err: unknown): err is Error & DbErrorFields {
  if (!(err instanceof Error)) return false;
  const code: unknown = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
