import type { AuthCtx } from '../context.ts';
import { badRequest, Errors, forbidden, unauthorized, unprocessable, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import { findFactorsOfUsers } from '../repo/factors.ts';
import { deleteOneTimeTokens, findUserOneTimeToken } from '../repo/one-time.ts';
import { deleteSession, deleteUserSessions } from '../repo/sessions.ts';
import { findUserByEmail, updateUser, type UserPatch } from '../repo/users.ts';
import type { Principal } from './authn.ts';
import { normalizeEmail, parsePkce, sendEmailToken, tokenHash } from './links.ts';
import type { QueuedMail } from './mailer.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords.ts';
import { loadUserJson } from './serialize.ts';
import type { Json } from './sessions.ts';

/** A reauthentication code is good for this long. */
const REAUTHENTICATION_TTL_MS = 300_000;

export async function getUser(ctx: AuthCtx, principal: Principal): Promise<Json> {
  const body = await loadUserJson(ctx.db, principal.user.id);
  if (!body) throw Errors.userNotFoundFromJwt();
  return body;
}

export interface UpdateUserInput {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  nonce?: string | null;
  /** Optional check of the current password (auth-js `current_password`). */
  currentPassword?: string | null;
  data?: Record<string, unknown> | null;
  appMetadata?: unknown;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  redirectTo?: string | null;
}

async function hasVerifiedFactor(ctx: AuthCtx, userId: string): Promise<boolean> {
  return (await findFactorsOfUsers(ctx.db, [userId])).some((f) => f.status === 'verified');
}

/**
 * PUT /user: metadata merge (null deletes a key), password change (other sessions signed out),
 * e-mail change (confirmed through a link sent to the new address; `new_email` until then).
 */
export async function updateCurrentUser(
  ctx: AuthCtx,
  principal: Principal,
  input: UpdateUserInput,
): Promise<Json> {
  const user = principal.user;
  if (input.appMetadata !== undefined && input.appMetadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (input.phone) throw Errors.phoneDisabled();
  const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
  const newEmail = input.email ? normalizeEmail(input.email) : null;
  const changesEmail = newEmail !== null && newEmail !== (user.email ?? '').toLowerCase();
  const changesPassword = typeof input.password === 'string' && input.password !== '';

  if (
    (changesEmail || changesPassword) &&
    principal.session?.aal !== 'aal2' &&
    (await hasVerifiedFactor(ctx, user.id))
  ) {
    throw unauthorized(
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }

  let encryptedPassword: string | undefined;
  if (changesPassword) {
    const password = input.password!;
    assertPasswordAcceptable(password, ctx.config.passwordMinLength);
    if ((await verifyPassword(password, user.encrypted_password)).ok) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    if (input.currentPassword !== undefined && input.currentPassword !== null) {
      await ctx.limiter.request('verify', ctx.ip, user.email);
      if (!(await verifyPassword(input.currentPassword, user.encrypted_password)).ok) {
        throw badRequest('current_password_invalid', 'Current password is incorrect');
      }
    }
    if (input.nonce) {
      // Guessing the six digits is what the limit stops.
      await ctx.limiter.request('verify', ctx.ip, user.email);
      const nonce = await findUserOneTimeToken(ctx.db, user.id, 'reauthentication_token');
      const valid =
        nonce &&
        nonce.token_hash === tokenHash(nonce.relates_to, input.nonce) &&
        Date.now() - nonce.created_at.getTime() <= REAUTHENTICATION_TTL_MS;
      if (!valid)
        throw badRequest('reauthentication_not_valid', 'Reauthentication nonce is invalid or has expired');
    } else if (ctx.config.passwordChangeRequiresReauthentication) {
      throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    }
    encryptedPassword = await hashPassword(password);
  }

  if (changesEmail) {
    const taken = await findUserByEmail(ctx.db, newEmail);
    if (taken && taken.id !== user.id) throw Errors.emailExists();
    await ctx.limiter.emailSend('email_change', newEmail);
  }

  const mails: QueuedMail[] = [];
  const body = await ctx.db.transaction(async (tx) => {
    const patch: UserPatch = {};
    if (input.data) patch.userMetadata = input.data;
    if (encryptedPassword) patch.encryptedPassword = encryptedPassword;
    let current = await updateUser(tx, user.id, patch);
    if (encryptedPassword) {
      if (input.nonce) await deleteOneTimeTokens(tx, user.id, ['reauthentication_token']);
      // A new password signs out every other session (the current one stays).
      if (principal.session) await deleteUserSessions(tx, user.id, { except: principal.session.id });
      else await deleteUserSessions(tx, user.id);
      await insertAuditEntry(tx, {
        actorId: user.id,
        actorUsername: user.email ?? '',
        action: 'user_updated_password',
        logType: 'user',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    }
    if (changesEmail) {
      mails.push(
        await sendEmailToken(ctx, tx, {
          user: current,
          tokenType: 'email_change_token_new',
          mailType: 'email_change',
          address: newEmail,
          redirectTo: input.redirectTo,
          pkce,
        }),
      );
      // Secure change: the current address must agree too, so a stolen session cannot move the account.
      if (ctx.config.mailerSecureEmailChange && user.email) {
        mails.push(
          await sendEmailToken(ctx, tx, {
            user: current,
            tokenType: 'email_change_token_current',
            mailType: 'email_change_current',
            address: user.email.toLowerCase(),
            redirectTo: input.redirectTo,
            pkce,
          }),
        );
      } else {
        await deleteOneTimeTokens(tx, user.id, ['email_change_token_current']);
      }
      current = await updateUser(tx, user.id, { emailChange: newEmail, emailChangeSentAt: new Date() });
    }
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: current.email ?? '',
      action: 'user_modified',
      logType: 'user',
      traits: { fields: Object.keys(input).filter((k) => input[k as keyof UpdateUserInput] != null) },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return (await loadUserJson(tx, user.id))!;
  });
  await ctx.mailer.deliver(mails);
  return body;
}

/** GET /reauthenticate: mails a code that PUT /user accepts as `nonce`. */
export async function reauthenticate(ctx: AuthCtx, principal: Principal): Promise<Json> {
  const user = principal.user;
  if (!user.email)
    throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  await ctx.limiter.request('emailSend', ctx.ip);
  await ctx.limiter.emailSend('reauthentication', user.email);
  const mail = await ctx.db.transaction(async (tx) => {
    const queued = await sendEmailToken(ctx, tx, {
      user,
      tokenType: 'reauthentication_token',
      mailType: 'reauthentication',
      address: user.email!.toLowerCase(),
    });
    await updateUser(tx, user.id, { reauthenticationSentAt: new Date() });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: user.email!,
      action: 'user_reauthenticate_requested',
      logType: 'user',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return queued;
  });
  await ctx.mailer.deliver([mail]);
  return {};
}

export type LogoutScope = 'global' | 'local' | 'others';

export function parseLogoutScope(scope: unknown): LogoutScope {
  if (scope === undefined || scope === '' || scope === 'global') return 'global';
  if (scope === 'local' || scope === 'others') return scope;
  throw validationFailed(`Unsupported logout scope ${JSON.stringify(String(scope))}`);
}

/** POST /logout: ends this session, the others, or all of the user's sessions. */
export async function logout(ctx: AuthCtx, principal: Principal, scope: LogoutScope): Promise<void> {
  const { user, session } = principal;
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local') {
      if (session) await deleteSession(tx, session.id);
    } else if (scope === 'others') {
      if (session) await deleteUserSessions(tx, user.id, { except: session.id });
    } else {
      await deleteUserSessions(tx, user.id);
    }
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: user.email ?? '',
      action: 'logout',
      logType: 'account',
      traits: { scope, session_id: session?.id },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
}
