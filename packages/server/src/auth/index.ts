import type { FastifyError, FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { isDbError } from '../db/index.ts';
import { DISK_FULL } from '../db/disk-space.ts';
import { isUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../gateway/json-depth.ts';
import type { AuthDeps } from './context.ts';
import { AuthError, Errors, validationFailed } from './errors.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerEmailRoutes } from './routes/email.ts';
import { registerFactorRoutes } from './routes/factors.ts';
import { registerMetaRoutes } from './routes/meta.ts';
import { registerSignupRoutes } from './routes/signup.ts';
import { registerTokenRoutes } from './routes/token.ts';
import { registerUserRoutes } from './routes/user.ts';
import { createMailer } from './services/mailer.ts';
import { createRateLimiter } from './services/rate-limit.ts';
import { sweepAuthTables } from './services/sweep.ts';

export const API_VERSION = '2024-01-01';
/** Auth bodies are small; anything bigger is refused before it is read whole. */
const AUTH_BODY_LIMIT = 256 * 1024;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** JSON bodies as GoTrue reads them: an empty body is `{}`, anything but an object is bad_json. */
function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  // Metadata is stored as jsonb: nested too deep, it would exhaust the database's stack.
  if (nestsDeeperThan(text)) throw Errors.badJson(`the JSON nests more than ${MAX_JSON_DEPTH} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, v: unknown) => {
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
      if (typeof v === 'string' && v.includes('\u0000'))
        throw new SyntaxError('strings must not contain NUL characters');
      return v;
    });
  } catch (err) {
    throw Errors.badJson(err instanceof Error ? err.message : 'invalid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw Errors.badJson('the body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function errorBody(err: FastifyError): AuthError {
  if (err instanceof AuthError) return err;
  const code = err.code ?? '';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AuthError(413, 'request_too_large', 'Request body too large');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AuthError(415, 'validation_failed', 'Unsupported media type');
  if (code.startsWith('FST_ERR_CTP')) return Errors.badJson(err.message);
  if (err.validation) return validationFailed(err.message);
  if (isDbError(err)) {
    // 503, which auth-js treats as retryable: a session being refreshed is kept, not signed out.
    if (isUnavailable(err.code ?? ''))
      return new AuthError(
        503,
        'unexpected_failure',
        'The database is unavailable for now, please retry shortly',
      );
    if (err.code === DISK_FULL) return new AuthError(507, 'unexpected_failure', err.message);
    if (err.code === '23505') return new AuthError(422, 'conflict', 'The resource already exists');
    if (err.code === '40001' || err.code === '40P01') {
      return new AuthError(
        409,
        'conflict',
        'Too many concurrent requests on the same resource, please retry',
      );
    }
    // Class 22 (data exception): a value PostgreSQL cannot take, e.g. a NUL character in a string.
    if (err.code?.startsWith('22')) return validationFailed('Invalid value in the request');
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AuthError(status, 'validation_failed', err.message);
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}

/** GoTrue-compatible auth (auth/v1). */
export async function registerAuth(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { config, db, keys, log } = ctx;
  const apiUrl = (config.apiExternalUrl ?? config.siteUrl).replace(/\/+$/, '');
  const deps: AuthDeps = {
    config,
    db,
    keys,
    log,
    issuer: config.jwtIssuer ?? `${config.apiExternalUrl ?? config.siteUrl}/auth/v1`,
    apiUrl,
    mailer: createMailer({ db, log, smtpUrl: config.smtpUrl, from: config.smtpFrom }),
    limiter: createRateLimiter(db, config.rateLimitEnabled),
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // auth-js always sends JSON; GoTrue reads any body as JSON whatever its content type.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const authError = errorBody(err);
    if (authError.status >= 500) request.log.error({ err }, 'auth request failed');
    if (authError.status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.code(authError.status).send(authError.body());
  });

  const notFound = new AuthError(404, 'not_found', 'Not Found');
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound.body()));
  // Also claims GET/HEAD paths under /auth/v1 that the SPA's catch-all would otherwise answer.
  app.all('/*', async (_request, reply) => reply.code(404).send(notFound.body()));

  registerMetaRoutes(app, deps);
  registerSignupRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerEmailRoutes(app, deps);
  registerFactorRoutes(app, deps);
  registerAdminRoutes(app, deps);

  // Expired tokens, flow states, challenges and counters are swept now and then.
  const sweep = async () => {
    try {
      await sweepAuthTables(db, { otpExpirySeconds: config.mailerOtpExpiry });
    } catch (err) {
      log.warn({ err }, 'auth sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.onClose.push(async () => clearInterval(timer));
}
