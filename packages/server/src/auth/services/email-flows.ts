import type { AuthCtx } from '../context.ts';
import { Errors, unprocessable, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import { findUserOneTimeToken } from '../repo/one-time.ts';
import { findUserByEmail, findUserByPendingEmail, insertUser, updateUser } from '../repo/users.ts';
import { normalizeEmail, parsePkce, sendEmailToken } from './links.ts';
import type { QueuedMail } from './mailer.ts';
import { EMAIL_APP_METADATA } from './signup.ts';
import type { Json } from './sessions.ts';

interface PkceInput {
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  redirectTo?: string | null;
}

/**
 * POST /recover: mails a recovery link to a known address. The answer is the same for unknown
 * addresses, so it tells nobody which addresses have accounts.
 */
export async function recover(ctx: AuthCtx, input: PkceInput & { email?: string | null }): Promise<Json> {
  await ctx.limiter.request('emailSend', ctx.ip);
  if (!input.email) throw validationFailed('Password recovery requires an email');
  const email = normalizeEmail(input.email);
  const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
  await ctx.limiter.emailSend('recovery', email);
  const mails: QueuedMail[] = [];
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    mails.push(
      await sendEmailToken(ctx, tx, {
        user,
        tokenType: 'recovery_token',
        mailType: 'recovery',
        address: email,
        redirectTo: input.redirectTo,
        pkce,
      }),
    );
    await updateUser(tx, user.id, { recoverySentAt: new Date() });
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: email,
      action: 'user_recovery_requested',
      logType: 'user',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
  await ctx.mailer.deliver(mails);
  return {};
}

/**
 * POST /otp: a magic link (and code) by e-mail. Unknown addresses get an account first unless
 * `create_user` is false; unconfirmed ones get the sign-up confirmation instead.
 */
export async function sendMagicLink(
  ctx: AuthCtx,
  input: PkceInput & {
    email?: string | null;
    phone?: string | null;
    data?: Record<string, unknown> | null;
    createUser?: boolean;
  },
): Promise<Json> {
  await ctx.limiter.request('emailSend', ctx.ip);
  if (!input.email && input.phone) throw Errors.phoneDisabled();
  if (!input.email) throw validationFailed('An email address or phone number is required');
  const email = normalizeEmail(input.email);
  const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    if (input.createUser === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    if (ctx.config.disableSignup) throw Errors.signupDisabled();
  }
  await ctx.limiter.emailSend('magiclink', email);
  const mails: QueuedMail[] = [];
  await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      user = await insertUser(tx, {
        email,
        encryptedPassword: null,
        emailConfirmed: false,
        appMetadata: EMAIL_APP_METADATA,
        userMetadata: input.data ?? {},
      });
      await insertAuditEntry(tx, {
        actorId: user.id,
        actorUsername: email,
        action: 'user_signedup',
        logType: 'team',
        traits: { provider: 'email', via: 'otp' },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    }
    const confirmed = user.email_confirmed_at !== null;
    mails.push(
      await sendEmailToken(ctx, tx, {
        user,
        tokenType: confirmed ? 'magiclink_token' : 'confirmation_token',
        mailType: confirmed ? 'magiclink' : 'signup',
        address: email,
        redirectTo: input.redirectTo,
        pkce,
      }),
    );
    await updateUser(
      tx,
      user.id,
      confirmed ? { recoverySentAt: new Date() } : { confirmationSentAt: new Date() },
    );
  });
  await ctx.mailer.deliver(mails);
  return {};
}

/** POST /resend: the sign-up confirmation or the e-mail change confirmation again. */
export async function resend(
  ctx: AuthCtx,
  input: PkceInput & { type?: string | null; email?: string | null; phone?: string | null },
): Promise<Json> {
  await ctx.limiter.request('emailSend', ctx.ip);
  if (input.type === 'sms' || input.type === 'phone_change') throw Errors.phoneDisabled();
  if (input.type !== 'signup' && input.type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (!input.email) throw validationFailed('Type provided requires an email address');
  const email = normalizeEmail(input.email);
  const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
  const type = input.type;
  await ctx.limiter.emailSend(type === 'signup' ? 'signup' : 'email_change', email);
  const mails: QueuedMail[] = [];
  await ctx.db.transaction(async (tx) => {
    const user =
      (await findUserByEmail(tx, email)) ??
      (type === 'email_change' ? await findUserByPendingEmail(tx, email) : undefined);
    if (!user) return;
    if (type === 'signup') {
      if (user.email_confirmed_at) return;
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
      return;
    }
    if (!user.email_change) return;
    mails.push(
      await sendEmailToken(ctx, tx, {
        user,
        tokenType: 'email_change_token_new',
        mailType: 'email_change',
        address: user.email_change,
        redirectTo: input.redirectTo,
        pkce,
      }),
    );
    // A secure change still waiting for the current address gets that mail again too.
    if (user.email && (await findUserOneTimeToken(tx, user.id, 'email_change_token_current'))) {
      mails.push(
        await sendEmailToken(ctx, tx, {
          user,
          tokenType: 'email_change_token_current',
          mailType: 'email_change_current',
          address: user.email.toLowerCase(),
          redirectTo: input.redirectTo,
          pkce,
        }),
      );
    }
    await updateUser(tx, user.id, { emailChangeSentAt: new Date() });
  });
  await ctx.mailer.deliver(mails);
  return {};
}
