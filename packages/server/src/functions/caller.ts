import type { FastifyRequest } from 'fastify';
import type { Db, RequestIdentity } from '../db/index.ts';
import type { Keys } from '../keys.ts';
import type { CallerDb, CallerRole } from './types.ts';

const ROLES = new Set<CallerRole>(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: CallerRole;
  userId: string | null;
  claims: Record<string, unknown>;
  token: string | null;
}

export type CallerCheck = { ok: true; caller: Caller } | { ok: false; message: string };

const ANONYMOUS: Caller = { role: 'anon', userId: null, claims: { role: 'anon' }, token: null };

/**
 * Who is calling, from `Authorization: Bearer <jwt>` (a user's access token or an API key, both
 * JWTs we signed). With `required` a missing or bad token is refused, as Supabase's verify_jwt
 * does; without it such a call runs as anon.
 */
export async function identifyCaller(
  keys: Keys,
  request: FastifyRequest,
  required: boolean,
): Promise<CallerCheck> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  if (!token)
    return required
      ? { ok: false, message: 'Missing authorization header' }
      : { ok: true, caller: ANONYMOUS };
  try {
    const claims = (await keys.verify(token)) as Record<string, unknown>;
    const role = claims.role;
    if (typeof role !== 'string' || !ROLES.has(role as CallerRole)) throw new Error('role');
    const sub = typeof claims.sub === 'string' && role === 'authenticated' ? claims.sub : null;
    return { ok: true, caller: { role: role as CallerRole, userId: sub, claims, token } };
  } catch {
    return required ? { ok: false, message: 'Invalid JWT' } : { ok: true, caller: ANONYMOUS };
  }
}

/** A database client that runs everything as the caller (role switched, claims set, RLS on). */
export function callerDb(db: Db, caller: Caller): CallerDb {
  const identity: RequestIdentity = { role: caller.role, claims: caller.claims };
  return {
    query: (sql, params) => db.asIdentity(identity, (tx) => tx.query(sql, params)),
    transaction: (fn) => db.asIdentity(identity, fn),
  };
}
