import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db/index.ts';
import { TokenError, type Keys } from '../keys.ts';
import { ERRORS } from './errors.ts';

export type StorageRole = 'anon' | 'authenticated' | 'service_role';
const isRole = (value: unknown): value is StorageRole =>
  value === 'anon' || value === 'authenticated' || value === 'service_role';

/** Who is calling: the role and claims their metadata queries run with. */
export interface Caller {
  role: StorageRole;
  claims: Record<string, unknown>;
  /** The user id (JWT `sub`) when the token names a user. */
  userId?: string;
  /** False when the request carried no valid credentials at all (anonymous browser download). */
  authenticated: boolean;
}

export function identityOf(caller: Caller): RequestIdentity {
  return { role: caller.role, claims: caller.claims };
}

const ANONYMOUS: Caller = { role: 'anon', claims: { role: 'anon' }, authenticated: false };

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the caller from the Bearer token (a user's access token or one of our API keys), else
 * from the `apikey` the gateway already checked. A bad token is refused (AccessDenied, as Storage
 * answers) unless `allowAnonymous` lets the route go on as an unauthenticated anon caller.
 */
export async function resolveCaller(request: FastifyRequest, keys: Keys, allowAnonymous = false): Promise<Caller> {
  const token = bearerOf(request);
  if (!token) {
    if (request.apiKeyRole) return { role: request.apiKeyRole, claims: { role: request.apiKeyRole }, authenticated: true };
    if (allowAnonymous) return ANONYMOUS;
    throw ERRORS.accessDenied('Missing authorization header');
  }
  let claims: Record<string, unknown>;
  try {
    claims = await keys.verify(token);
  } catch (err) {
    if (allowAnonymous) return ANONYMOUS;
    if (err instanceof TokenError && err.reason === 'expired') throw ERRORS.accessDenied('jwt expired');
    throw ERRORS.accessDenied(err instanceof Error ? err.message : 'invalid JWT');
  }
  const role = claims.role;
  // Signed-URL tokens and anything else without one of the API roles never act as a caller.
  if (!isRole(role) || 'url' in claims) {
    if (allowAnonymous) return ANONYMOUS;
    throw ERRORS.accessDenied('Invalid role');
  }
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
  return { role, claims, userId: sub, authenticated: true };
}
