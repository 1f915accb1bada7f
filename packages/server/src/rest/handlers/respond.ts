import type { FastifyReply } from 'fastify';
import { RestError } from '../errors.ts';
import type { Accepted, Preferences } from '../parse/headers.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function contentTypeFor(accept: Accepted): string {
  switch (accept.type) {
    case 'object':
      return accept.stripNulls
        ? 'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8'
        : 'application/vnd.pgrst.object+json; charset=utf-8';
    case 'csv':
      return 'text/csv; charset=utf-8';
    default:
      return accept.stripNulls
        ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
        : JSON_TYPE;
  }
}

/** `Content-Range: first-last/total`, `*` where unknown, as PostgREST writes it. */
export function contentRange(offset: number, page: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return page > 0 ? `${offset}-${offset + page - 1}/${totalText}` : `*/${totalText}`;
}

/** 200, 206 for a partial page of a counted read, 416 past the end (PGRST103). */
export function rangeStatus(offset: number, page: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      {
        'Content-Range': `*/${total}`,
      },
    );
  }
  return page < total ? 206 : 200;
}

/** The singular-response check: 406 PGRST116 unless exactly one row. */
export function checkSingular(accept: Accepted, page: number): void {
  if (accept.type === 'object' && page !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${page} rows`,
    );
  }
}

export function preferenceApplied(prefs: Preferences, kinds: Array<keyof Preferences>): string | undefined {
  const applied: string[] = [];
  for (const kind of kinds) {
    const value = prefs[kind];
    if (value === undefined) continue;
    applied.push(kind === 'maxAffected' ? `max-affected=${String(value)}` : `${kind}=${String(value)}`);
  }
  return applied.length ? applied.join(', ') : undefined;
}

export function sendError(reply: FastifyReply, err: RestError, head = false) {
  reply
    .code(err.status)
    .header('Content-Type', JSON_TYPE)
    .header('Proxy-Status', `PostgREST; error=${err.code}`);
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  if (head) return reply.send();
  return reply.send(JSON.stringify(err.body()));
}
