import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { fromDbError, RestError } from './errors.ts';
import type { Caller } from './identity.ts';
import type { Preferences } from './parse/headers.ts';
import type { SchemaCache } from './schema/cache.ts';

export interface RestOptions {
  /** The one exposed schema. */
  schema: string;
  /** Cap on rows a read answers (PostgREST's db-max-rows); undefined for no cap. */
  maxRows?: number;
  /** statement_timeout for every request's transaction, in milliseconds. */
  statementTimeoutMs: number;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** search_path in force for each request (exposed schema first). */
  searchPath: string;
}

export function restOptionsFrom(config: ServerConfig): RestOptions {
  return {
    schema: 'public',
    maxRows: config.restMaxRows,
    statementTimeoutMs: config.restStatementTimeoutMs,
    bodyLimit: config.restBodyLimit,
    searchPath: 'public, extensions',
  };
}

/** What every handler needs: the database, the cache of the moment, the options. */
export interface RestEnv {
  db: Db;
  options: RestOptions;
  cache(): Promise<SchemaCache>;
}

/**
 * Runs `fn` in one transaction as the caller (role + claims + request GUCs), mapping database
 * errors. `overrides` replace request settings for this call (a function's hoisted settings).
 */
export async function runAs<T>(
  env: RestEnv,
  request: FastifyRequest,
  caller: Caller,
  prefs: Preferences | undefined,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
  overrides: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
    else if (Array.isArray(value)) headers[name.toLowerCase()] = value.join(', ');
  }
  const settings: Record<string, string> = {
    search_path: env.options.searchPath,
    statement_timeout: String(env.options.statementTimeoutMs),
    'request.method': request.method,
    'request.path': request.url.split('?')[0] ?? '',
    'request.headers': JSON.stringify(headers),
  };
  if (prefs?.timezone) settings.timezone = prefs.timezone;
  // Shows in pg_stat_activity which request a running statement belongs to; set with the role, in
  // the same statement, so it costs no round trip. PGlite has one connection and no such view.
  if (env.db.driver === 'postgres') settings.application_name = `edgelog ${request.id}`;
  Object.assign(settings, overrides);
  try {
    return await env.db.asIdentity({ role: caller.role, claims: caller.claims, settings }, fn, { readOnly });
  } catch (err) {
    if (err instanceof RestError) throw err;
    throw fromDbError(err, caller.role);
  }
}
