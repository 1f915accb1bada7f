import { isDbError } from '../db/index.ts';
import { isUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

/** A PostgREST-style error body: what postgrest-js hands to the application unchanged. */
export interface ErrorBody {
  code: string;
  message: string;
  details: string | null | unknown[];
  hint: string | null;
}

/** A request error with its HTTP status and PostgREST body; thrown anywhere, answered by the handler. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null | unknown[] = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

export const notFoundTable = (name: string, hint: string | null = null) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, hint);

export const invalidBody = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST102', message, details);

export const unknownColumn = (column: string, table: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** PostgreSQL's own "column does not exist" error, as PostgREST relays it for select/filter columns. */
export const undefinedColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

/**
 * SQLSTATE -> HTTP status, as PostgREST's `mapSQLtoHTTP` does, but for `P0002` (no_data_found): the
 * product's functions raise it for a row the caller does not have, which PostgREST would answer 500
 * (its `P0*`); it is answered 404, the code and body unchanged. And `53100` (disk full) is 507
 * Insufficient Storage, which no client retries, where PostgREST answers 503.
 */
export function statusForSqlState(code: string, message: string, role: string, anonRole = 'anon'): number {
  if (code === '42501') return role === anonRole ? 401 : 403;
  if (code === 'P0002') return 404;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return /^role .* does not exist/.test(message) ? 401 : 400;
    case 'P0001':
      return 400;
    case '42883':
      return message.includes('xmlagg') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '57P01':
      return 503;
    case '53400':
      return 500;
    // Disk full: not a moment's unavailability (class 53's 503) but space to free.
    case '53100':
      return 507;
  }
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case '53':
      return 503;
  }
  return 400;
}

/**
 * PostgREST's answer when a request's connection fails: 503 with a Retry-After hint, which
 * postgrest-js honours when it retries a read. The driver's message, which may name the database's
 * host, is not sent.
 */
export const unavailable = () =>
  new RestError(
    503,
    'PGRST001',
    'Database client error. Retrying the connection.',
    null,
    `The database is unavailable for now; retry in ${UNAVAILABLE_RETRY_AFTER_SECONDS} seconds.`,
    { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );

// SQLSTATEs whose PostgreSQL message may quote the statement text (syntax errors and the like).
// Those come from a fault of ours, never of the request, and are answered without the text.
const SQL_TEXT_STATES = new Set(['42601', '42P18', '42P02', '42725', '42803', '42P20']);

/**
 * A database error as a PostgREST body. Only the message, detail and hint of PostgreSQL travel; the
 * statement, its parameters and its position never do.
 */
export function fromDbError(err: unknown, role: string): RestError {
  if (err instanceof RestError) return err;
  if (isDbError(err)) {
    const code = err.code as string;
    if (isUnavailable(code)) return unavailable();
    if (SQL_TEXT_STATES.has(code)) {
      return new RestError(400, code, 'The request could not be turned into a valid query', null, null);
    }
    const status = statusForSqlState(code, err.message, role);
    const headers: Record<string, string> = {};
    if (code === '42501' && status === 401) headers['WWW-Authenticate'] = 'Bearer';
    return new RestError(status, code, err.message, err.detail ?? null, err.hint ?? null, headers);
  }
  return new RestError(500, 'PGRST000', 'Internal server error');
}
