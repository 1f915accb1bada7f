import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { TokenError, type Keys } from '../keys.ts';
import { RestError } from './errors.ts';

/** The roles a request may run as. A token naming any other role is refused, never run. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
}

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replaceAll('"', "'")}"`,
  });
}

/**
 * Verified tokens, kept briefly so a busy client does not pay a signature check per request. An
 * entry is used only before its `exp`, and the map is bounded.
 */
class TokenCache {
  #entries = new Map<string, JWTPayload>();
  constructor(readonly max = 2000) {}

  get(token: string): JWTPayload | undefined {
    const claims = this.#entries.get(token);
    if (!claims) return undefined;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
      this.#entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: JWTPayload) {
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, claims);
  }
}

export function createIdentityResolver(keys: Keys) {
  const cache = new TokenCache();
  const verify = async (token: string): Promise<JWTPayload> => {
    const hit = cache.get(token);
    if (hit) return hit;
    const claims = await keys.verify(token);
    cache.set(token, claims);
    return claims;
  };

  /**
   * The caller's role and claims: from the Bearer token when there is one (401 PGRST303 when it has
   * expired, 401 PGRST301 when it is invalid), else the role of the request's API key.
   */
  return async function resolve(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.trim() !== '') {
      const m = /^Bearer\s*(.*)$/i.exec(header.trim());
      if (!m) throw jwtError('PGRST301', 'Invalid Authorization header: expected a Bearer token');
      const token = m[1]!.trim();
      if (!token) throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
      const parts = token.split('.').length;
      if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
      let claims: JWTPayload;
      try {
        claims = await verify(token);
      } catch (err) {
        if (err instanceof TokenError && err.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
        throw jwtError('PGRST301', 'JWT cryptographic operation failed');
      }
      const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
      if (!API_ROLES.has(role)) throw jwtError('PGRST301', `JWT role '${role}' is not allowed`);
      return { role, claims: { ...claims } };
    }
    const role = request.apiKeyRole ?? 'anon';
    return { role, claims: { role } };
  };
}
