import type { Queryable, QueryResult } from '../db/index.ts';

/** The roles a caller can have: the API keys' and a signed-in user's. */
export type CallerRole = 'anon' | 'authenticated' | 'service_role';

/** Database access as the caller: their role and JWT claims are set, so row-level security applies. */
export interface CallerDb {
  /** One statement in its own transaction. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements in one transaction; rolled back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface FunctionLogger {
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The second argument of every function handler. See docs/functions.md. */
export interface FunctionContext {
  /** The function's name (its folder under supabase/functions). */
  name: string;
  role: CallerRole;
  /** The caller's user id (the JWT's `sub`); null for the API keys and unauthenticated calls. */
  userId: string | null;
  /** The verified JWT claims; `{ role: 'anon' }` for an unauthenticated call to a function that allows it. */
  claims: Record<string, unknown>;
  /** The caller's bearer token when it was a valid JWT, e.g. to call another API on their behalf. */
  token: string | null;
  db: CallerDb;
  log: FunctionLogger;
  /** Aborted when the client goes away or the function's time limit is reached. */
  signal: AbortSignal;
}

export type FunctionHandler = (req: Request, ctx: FunctionContext) => Response | Promise<Response>;

/** Optional `export const config` of a function (or `config.json` beside it, snake_case allowed). */
export interface FunctionConfig {
  /** Require a valid JWT (a user's access token or an API key). Default true. */
  verifyJwt?: boolean;
  /** Wall-clock limit in milliseconds. Default 150 000. */
  timeoutMs?: number;
}
