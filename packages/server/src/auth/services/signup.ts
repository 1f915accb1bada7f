import { randomUUID } from 'node:crypto';
import type { AuthCtx } from '../context.ts';
import { Errors, unprocessable, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../repo/users.ts';
import { normalizeEmail, parsePkce, sendEmailToken } from './links.ts';
import type { QueuedMail } from './mailer.ts';
import { assertPasswordAcceptable, hashPassword } from './passwords.ts';
import { fakeUserJson, loadUserJson } from './serialize.ts';
import { startSession, tokenResponse, type Json } from './sessions.ts';

export interface SignUpInput {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  redirectTo?: string | null;
}

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * POST /signup: with MAILER_AUTOCONFIRM a session at once, else the bare user and a confirmation
 * mail. Checks run in GoTrue's order: sign-ups allowed, password, then the address.
 */
export async function signUp(ctx: AuthCtx, input: SignUpInput): Promise<Json> {
  await ctx.limiter.request('signUp', ctx.ip);
  if (ctx.config.disableSignup) throw Errors.signupDisabled();
  if (!input.email && input.phone) throw Errors.phoneDisabled();
  if (!input.email) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!input.password) throw validationFailed('Signup requires a valid password');
  assertPasswordAcceptable(input.password, ctx.config.passwordMinLength);
  const email = normalizeEmail(input.email);
  const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
  const data = input.data ?? {};

  const autoconfirm = ctx.config.mailerAutoconfirm;
  if (!autoconfirm) await ctx.limiter.emailSend('signup', email);
  const encryptedPassword = await hashPassword(input.password);

  const mails: QueuedMail[] = [];
  const body = await ctx.db.transaction(async (tx): Promise<Json> => {
    const existing = await findUserByEmail(tx, email);
    let user: UserRow;
    if (existing && existing.email_confirmed_at) {
      if (autoconfirm) throw Errors.userAlreadyExists();
      await insertAuditEntry(tx, {
        actorId: existing.id,
        actorUsername: email,
        action: 'user_repeated_signup',
        logType: 'user',
        traits: { provider: 'email' },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      // Answer as for a new address so the response does not tell which addresses have accounts.
      return fakeUserJson(email, data, randomUUID());
    }
    if (existing) {
      user = await updateUser(tx, existing.id, {
        encryptedPassword,
        userMetadata: data,
        emailConfirmed: autoconfirm ? true : undefined,
      });
    } else {
      user = await insertUser(tx, {
        email,
        encryptedPassword,
        emailConfirmed: autoconfirm,
        appMetadata: EMAIL_APP_METADATA,
        userMetadata: data,
      });
      await insertAuditEntry(tx, {
        actorId: user.id,
        actorUsername: email,
        action: 'user_signedup',
        logType: 'team',
        traits: { provider: 'email' },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    }
    if (autoconfirm) {
      const started = await startSession(ctx, tx, user, 'password');
      return tokenResponse(ctx, tx, started.user, started.session, started.refreshToken);
    }
    mails.push(
      await sendEmailToken(ctx, tx, {
        user,
        tokenType: 'confirmation_token',
        mailType: 'signup',
        address: email,
        redirectTo: input.redirectTo,
        pkce,
      }),
    );
    await updateUser(tx, user.id, { confirmationSentAt: new Date() });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: email,
      action: 'user_confirmation_requested',
      logType: 'user',
      traits: { provider: 'email' },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return (await loadUserJson(tx, user.id))!;
  });
  await ctx.mailer.deliver(mails);
  return body;
}
