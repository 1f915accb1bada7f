import type { JWTPayload } from 'jose';
import { TokenError } from '../../keys.ts';
import type { AuthCtx } from '../context.ts';
import { Errors } from '../errors.ts';
import { findSession, type SessionRow } from '../repo/sessions.ts';
import { findUserById, type UserRow } from '../repo/users.ts';

/** The caller of an endpoint that needs a signed-in user. */
export interface Principal {
  claims: JWTPayload & Record<string, unknown>;
  user: UserRow;
  /** The session of the token's `session_id`; null for tokens minted without one. */
  session: SessionRow | null;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1]! : null;
}

async function verifyBearer(ctx: AuthCtx, token: string): Promise<JWTPayload & Record<string, unknown>> {
  try {
    return await ctx.keys.verify(token);
  } catch (err) {
    if (err instanceof TokenError && err.reason === 'expired') {
      throw Errors.badJwt('token has invalid claims: token is expired');
    }
    throw Errors.badJwt('token is malformed or its signature is invalid');
  }
}

/**
 * Verifies the Bearer JWT and that its user and session still exist: an access token outlives a
 * sign-out cryptographically, so every endpoint that acts for the user checks the session.
 */
export async function authenticate(ctx: AuthCtx, authorization: string | undefined): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token) throw Errors.noAuthorization();
  const claims = await verifyBearer(ctx, token);
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw Errors.missingSub();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user || user.deleted_at) throw Errors.userNotFoundFromJwt();
  let session: SessionRow | null = null;
  const sessionId = claims.session_id;
  if (sessionId !== undefined && sessionId !== null && sessionId !== '') {
    session =
      typeof sessionId === 'string' && UUID.test(sessionId)
        ? ((await findSession(ctx.db, sessionId)) ?? null)
        : null;
    if (!session || session.user_id !== user.id) throw Errors.sessionNotFound();
    if (session.not_after && session.not_after.getTime() <= Date.now()) throw Errors.sessionNotFound();
  }
  return { claims, user, session };
}

/**
 * Admin endpoints need a token whose role is an admin role (the service_role key). Without a
 * Bearer, a service_role `apikey` header counts.
 */
export async function requireAdmin(
  ctx: AuthCtx,
  authorization: string | undefined,
  apiKeyRole: string | null,
): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) {
    if (apiKeyRole === 'service_role') return;
    throw Errors.noAuthorization();
  }
  const claims = await verifyBearer(ctx, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw Errors.notAdmin();
  if (typeof claims.session_id === 'string' && claims.session_id) {
    const session = UUID.test(claims.session_id) ? await findSession(ctx.db, claims.session_id) : undefined;
    if (!session) throw Errors.sessionNotFound();
  }
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
