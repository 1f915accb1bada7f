import type { AuthCtx } from '../context.ts';
import { Errors, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import type { OneTimeTokenType } from '../repo/one-time.ts';
import { findUserByEmail, insertUser, markInvited, updateUser, type UserRow } from '../repo/users.ts';
import { createEmailToken, normalizeEmail } from './links.ts';
import type { MailType } from './mailer.ts';
import { assertPasswordAcceptable, hashPassword } from './passwords.ts';
import { loadUserJson } from './serialize.ts';
import type { Json } from './sessions.ts';
import { EMAIL_APP_METADATA } from './signup.ts';

const LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type LinkType = (typeof LINK_TYPES)[number];

export interface GenerateLinkInput {
  type?: string | null;
  email?: string | null;
  password?: string | null;
  newEmail?: string | null;
  data?: Record<string, unknown> | null;
  redirectTo?: string | null;
}

/**
 * POST /admin/generate_link: the link and code a mail would carry, without sending it. The body is
 * the user's fields plus action_link, email_otp, hashed_token, redirect_to and verification_type.
 */
export async function generateLink(ctx: AuthCtx, input: GenerateLinkInput): Promise<Json> {
  if (!input.type || !(LINK_TYPES as readonly string[]).includes(input.type)) {
    throw validationFailed('Invalid link type');
  }
  const type = input.type as LinkType;
  if (!input.email) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(input.email);
  let encryptedPassword: string | null = null;
  if (type === 'signup') {
    if (!input.password) throw validationFailed('Signup requires a valid password');
    assertPasswordAcceptable(input.password, ctx.config.passwordMinLength);
    encryptedPassword = await hashPassword(input.password);
  }
  const newEmail = type.startsWith('email_change') ? normalizeEmail(input.newEmail ?? '') : null;

  const result = await ctx.db.transaction(async (tx) => {
    let user: UserRow | undefined = await findUserByEmail(tx, email);
    let tokenType: OneTimeTokenType;
    let mailType: MailType;
    let address = email;
    switch (type) {
      case 'signup':
      case 'invite':
        if (user?.email_confirmed_at) throw Errors.emailExists();
        if (user && type === 'signup') {
          user = await updateUser(tx, user.id, { encryptedPassword, userMetadata: input.data ?? {} });
        }
        user ??= await insertUser(tx, {
          email,
          encryptedPassword,
          emailConfirmed: false,
          invited: type === 'invite',
          appMetadata: EMAIL_APP_METADATA,
          userMetadata: input.data ?? {},
        });
        if (type === 'invite') await markInvited(tx, user.id);
        tokenType = 'confirmation_token';
        mailType = type;
        break;
      case 'magiclink':
      case 'recovery':
        if (!user) throw Errors.userNotFound();
        tokenType = type === 'recovery' ? 'recovery_token' : 'magiclink_token';
        mailType = type;
        break;
      default: {
        if (!user) throw Errors.userNotFound();
        const taken = await findUserByEmail(tx, newEmail!);
        if (taken && taken.id !== user.id) throw Errors.emailExists();
        user = await updateUser(tx, user.id, { emailChange: newEmail!, emailChangeSentAt: new Date() });
        tokenType = type === 'email_change_new' ? 'email_change_token_new' : 'email_change_token_current';
        address = type === 'email_change_new' ? newEmail! : email;
        mailType = 'email_change';
      }
    }
    const token = await createEmailToken(ctx, tx, {
      user,
      tokenType,
      mailType,
      address,
      redirectTo: input.redirectTo,
    });
    await insertAuditEntry(tx, {
      actorId: '00000000-0000-0000-0000-000000000000',
      actorUsername: 'service_role',
      action: 'generate_link',
      logType: 'team',
      traits: { user_id: user.id, type },
      ip: ctx.ip,
    });
    return {
      user: (await loadUserJson(tx, user.id))!,
      properties: {
        action_link: token.link,
        email_otp: token.otp,
        hashed_token: token.hash,
        redirect_to: token.redirectTo,
        verification_type: mailType,
      },
    };
  });
  return { ...result.user, ...result.properties };
}
