import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Keys } from '../keys.ts';
import type { Mailer } from './services/mailer.ts';
import type { RateLimiter } from './services/rate-limit.ts';

/** What the auth services need, built once when the module is registered. */
export interface AuthDeps {
  config: ServerConfig;
  db: Db;
  keys: Keys;
  log: FastifyBaseLogger;
  /** The `iss` claim of access tokens. */
  issuer: string;
  /** Base URL of the public API (links in e-mails point here), without a trailing slash. */
  apiUrl: string;
  mailer: Mailer;
  limiter: RateLimiter;
}

/** Per-request context every service takes first. */
export interface AuthCtx extends AuthDeps {
  ip: string;
  userAgent: string;
}

export function requestContext(deps: AuthDeps, request: FastifyRequest): AuthCtx {
  const ua = request.headers['user-agent'];
  return { ...deps, ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : '' };
}
