import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import type { AuthCtx } from '../context.ts';
import { Errors } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import {
  addAmrClaim,
  deleteSession,
  findActiveRefreshToken,
  findAmrClaims,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokedLongerThan,
  revokeRefreshToken,
  touchSession,
  type SessionRow,
} from '../repo/sessions.ts';
import { findUserById, updateUser, type UserRow } from '../repo/users.ts';
import { loadUserJson } from './serialize.ts';

export type Json = Record<string, unknown>;

/** Opaque refresh tokens: 192 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

/**
 * Starts a session for a sign-in (password, link, code, PKCE exchange): records the method as an
 * AMR claim, issues the first refresh token and stamps the user's last sign-in.
 */
export async function startSession(
  ctx: AuthCtx,
  tx: Queryable,
  user: UserRow,
  method: string,
): Promise<{ session: SessionRow; refreshToken: string; user: UserRow }> {
  const session = await insertSession(tx, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
  await addAmrClaim(tx, session.id, method);
  const refresh = await insertRefreshToken(tx, {
    token: newRefreshToken(),
    userId: user.id,
    sessionId: session.id,
    parent: null,
  });
  const updated = await updateUser(tx, user.id, { lastSignInAt: new Date() });
  await insertAuditEntry(tx, {
    actorId: user.id,
    actorUsername: user.email ?? '',
    action: 'login',
    logType: 'account',
    traits: { provider: 'email', method, session_id: session.id },
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return { session, refreshToken: refresh.token, user: updated };
}

/** Signs an access token with the claims GoTrue puts in one. */
export async function mintAccessToken(ctx: AuthCtx, tx: Queryable, user: UserRow, session: SessionRow) {
  const amr = await findAmrClaims(tx, session.id);
  return ctx.keys.sign(
    {
      iss: ctx.issuer,
      sub: user.id,
      aud: user.aud || 'authenticated',
      role: user.role || 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: session.aal,
      amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtExpiry,
  );
}

/** The token response (a supabase-js Session): both tokens, a non-zero expiry and the user. */
export async function tokenResponse(
  ctx: AuthCtx,
  tx: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Json> {
  const accessToken = await mintAccessToken(ctx, tx, user, session);
  const expiresIn = ctx.config.jwtExpiry;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user.id),
  };
}

/**
 * `grant_type=refresh_token`. The presented token is swapped for a child. A revoked token is
 * accepted only within the reuse interval (the session's active token is returned again, which
 * covers a client that lost the previous response); after it, the whole session is revoked.
 */
export async function refreshGrant(ctx: AuthCtx, token: string): Promise<Json> {
  const outcome = await ctx.db.transaction(async (tx): Promise<{ error: Error } | { body: Json }> => {
    const peek = await findRefreshToken(tx, token);
    if (!peek) return { error: Errors.refreshTokenNotFound() };
    // Lock the session first, then the token: every writer of a session's tokens takes that order.
    const session = peek.session_id ? await findSession(tx, peek.session_id, true) : undefined;
    if (!session) return { error: Errors.refreshSessionNotFound() };
    const row = await findRefreshToken(tx, token, true);
    if (!row) return { error: Errors.refreshTokenNotFound() };
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: Errors.refreshTokenNotFound() };
    if (isBanned(user)) return { error: Errors.userBanned() };
    if (session.not_after && session.not_after.getTime() <= Date.now())
      return { error: Errors.sessionExpired() };

    let issued: string;
    if (!row.revoked) {
      await revokeRefreshToken(tx, row.id);
      issued = (
        await insertRefreshToken(tx, {
          token: newRefreshToken(),
          userId: user.id,
          sessionId: session.id,
          parent: row.token,
        })
      ).token;
    } else {
      const active = await findActiveRefreshToken(tx, session.id);
      if (!active || (await revokedLongerThan(tx, row.id, ctx.config.refreshTokenReuseInterval))) {
        await deleteSession(tx, session.id);
        await insertAuditEntry(tx, {
          actorId: user.id,
          actorUsername: user.email ?? '',
          action: 'token_revoked',
          logType: 'token',
          traits: { reason: 'refresh_token_reuse', session_id: session.id },
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
        return { error: Errors.refreshTokenAlreadyUsed() };
      }
      issued = active.token;
    }
    await touchSession(tx, session.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: user.email ?? '',
      action: 'token_refreshed',
      logType: 'token',
      traits: { session_id: session.id },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return { body: await tokenResponse(ctx, tx, user, session, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.body;
}
