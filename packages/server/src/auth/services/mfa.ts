import QRCode from 'qrcode';
import type { AuthCtx } from '../context.ts';
import { AuthError, Errors, forbidden, notFound, unprocessable, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import {
  deleteChallenge,
  deleteFactor,
  deleteOtherUnverifiedFactors,
  deleteStaleUnverifiedFactors,
  findChallengeForUpdate,
  findFactor,
  findFactorsOfUsers,
  insertChallenge,
  insertFactor,
  markChallengeVerified,
  markFactorVerified,
  type FactorRow,
} from '../repo/factors.ts';
import {
  addAmrClaim,
  deleteUserSessions,
  downgradeSessionsOfFactor,
  findSession,
  insertRefreshToken,
  revokeSessionTokens,
  upgradeSession,
} from '../repo/sessions.ts';
import { findUserById } from '../repo/users.ts';
import { isUuid, type Principal } from './authn.ts';
import { newRefreshToken, tokenResponse, type Json } from './sessions.ts';
import { generateTotpSecret, totpUri, verifyTotp } from './totp.ts';

/** A challenge must be answered within this many seconds (GoTrue's default). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** An enrolment left unverified this long is dropped. */
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;

function requireNonAnonymous(principal: Principal) {
  if (principal.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
}

async function loadOwnFactor(ctx: AuthCtx, principal: Principal, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(ctx.db, principal.user.id, factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors: starts a TOTP enrolment (unverified until the first successful verify). */
export async function enroll(
  ctx: AuthCtx,
  principal: Principal,
  input: { factorType?: string | null; friendlyName?: string | null; issuer?: string | null },
): Promise<Json> {
  requireNonAnonymous(principal);
  if (input.factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (input.factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (input.factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone or webauthn');
  const user = principal.user;
  const friendlyName = (input.friendlyName ?? '').trim();
  if (friendlyName.length > 255) throw validationFailed('friendly_name must be at most 255 characters');
  const issuer = (input.issuer || new URL(ctx.config.siteUrl).host).slice(0, 255);

  const secret = generateTotpSecret();
  const uri = totpUri({ issuer, account: user.email || user.id, secret });
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });

  const factor = await ctx.db.transaction(async (tx) => {
    await deleteStaleUnverifiedFactors(tx, user.id, UNVERIFIED_FACTOR_TTL_SECONDS);
    const factors = await findFactorsOfUsers(tx, [user.id]);
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= ctx.config.mfaMaxEnrolledFactors) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (factors.some((f) => f.status === 'verified') && principal.session?.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const created = await insertFactor(tx, { userId: user.id, friendlyName, factorType: 'totp', secret });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: user.email ?? '',
      action: 'factor_in_progress',
      logType: 'factor',
      traits: { factor_id: created.id, factor_type: 'totp' },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return created;
  });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name,
    totp: { qr_code: qrCode, secret, uri },
  };
}

/** POST /factors/{id}/challenge */
export async function challenge(ctx: AuthCtx, principal: Principal, factorId: string): Promise<Json> {
  requireNonAnonymous(principal);
  const factor = await loadOwnFactor(ctx, principal, factorId);
  if (factor.factor_type !== 'totp')
    throw unprocessable('mfa_factor_not_found', 'Only TOTP factors are supported');
  const created = await ctx.db.transaction((tx) => insertChallenge(tx, factor.id, ctx.ip));
  return {
    id: created.id,
    type: 'totp',
    expires_at: Math.floor(created.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  };
}

/**
 * POST /factors/{id}/verify: checks the code and upgrades the caller's session to aal2 (AMR
 * `totp`), rotating its refresh token and signing out the user's other aal1 sessions.
 */
export async function verifyFactor(
  ctx: AuthCtx,
  principal: Principal,
  factorId: string,
  input: { challengeId?: string | null; code?: string | null },
): Promise<Json> {
  requireNonAnonymous(principal);
  const factor = await loadOwnFactor(ctx, principal, factorId);
  if (!input.code) throw validationFailed('Code needs to be non-empty');
  await ctx.limiter.request('verify', ctx.ip, principal.user.email);
  if (!input.challengeId || !isUuid(input.challengeId)) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  const session = principal.session;
  if (!session) throw Errors.sessionNotFound();
  const user = principal.user;

  const outcome = await ctx.db.transaction(async (tx): Promise<{ error: Error } | { body: Json }> => {
    const found = await findChallengeForUpdate(tx, input.challengeId!);
    if (!found || found.factor_id !== factor.id) {
      return {
        error: unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
      };
    }
    if (found.verified_at || found.ip_address !== ctx.ip) {
      return {
        error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
      };
    }
    if (Date.now() - found.created_at.getTime() > CHALLENGE_EXPIRY_SECONDS * 1000) {
      await deleteChallenge(tx, found.id);
      return {
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    if (!factor.secret || !verifyTotp(factor.secret, input.code!.trim())) {
      await insertAuditEntry(tx, {
        actorId: user.id,
        actorUsername: user.email ?? '',
        action: 'verification_attempted',
        logType: 'factor',
        traits: { factor_id: factor.id, success: false },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    const current = await findSession(tx, session.id, true);
    if (!current) return { error: Errors.sessionNotFound() };
    await markChallengeVerified(tx, found.id);
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
    await deleteOtherUnverifiedFactors(tx, user.id, factor.id, 'totp');
    await addAmrClaim(tx, current.id, 'totp');
    await upgradeSession(tx, current.id, 'aal2', factor.id);
    await revokeSessionTokens(tx, current.id);
    const refresh = await insertRefreshToken(tx, {
      token: newRefreshToken(),
      userId: user.id,
      sessionId: current.id,
      parent: null,
    });
    await deleteUserSessions(tx, user.id, { except: current.id, onlyBelowAal: 'aal2' });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: user.email ?? '',
      action: 'mfa_code_login',
      logType: 'factor',
      traits: { factor_id: factor.id, session_id: current.id },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const upgraded = (await findSession(tx, current.id))!;
    const fresh = (await findUserById(tx, user.id))!;
    return { body: await tokenResponse(ctx, tx, fresh, upgraded, refresh.token) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.body;
}

/** DELETE /factors/{id}: a verified factor can only be removed from an aal2 session. */
export async function unenroll(ctx: AuthCtx, principal: Principal, factorId: string): Promise<Json> {
  requireNonAnonymous(principal);
  const factor = await loadOwnFactor(ctx, principal, factorId);
  if (factor.status === 'verified' && principal.session?.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await removeFactor(ctx, principal.user.id, principal.user.email ?? '', factor);
  return { id: factor.id };
}

/** Deletes a factor and downgrades the sessions it had upgraded (also used by the admin API). */
export async function removeFactor(
  ctx: AuthCtx,
  userId: string,
  actor: string,
  factor: FactorRow,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await downgradeSessionsOfFactor(
      tx,
      factor.id,
      factor.factor_type === 'totp' ? 'totp' : `mfa/${factor.factor_type}`,
    );
    await deleteFactor(tx, factor.id);
    await insertAuditEntry(tx, {
      actorId: userId,
      actorUsername: actor,
      action: 'factor_unenrolled',
      logType: 'factor',
      traits: { factor_id: factor.id, factor_type: factor.factor_type },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
}
