import type { AuthCtx } from '../context.ts';
import { Errors, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import {
  deleteOneTimeTokens,
  findOneTimeTokenForUpdate,
  findUserOneTimeToken,
  issueFlowAuthCode,
  type OneTimeTokenType,
} from '../repo/one-time.ts';
import {
  findUserByEmail,
  findUserById,
  markEmailChangeHalfConfirmed,
  updateUser,
  type UserPatch,
} from '../repo/users.ts';
import { tokenHash } from './links.ts';
import { isBanned, startSession, tokenResponse, type Json } from './sessions.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which stored tokens each verify `type` accepts. */
const ACCEPTS: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['magiclink_token', 'confirmation_token'],
  email: ['confirmation_token', 'magiclink_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** The AMR method a verified link or code signs in with. */
const METHODS: Record<VerifyType, string> = {
  signup: 'otp',
  invite: 'invite',
  magiclink: 'otp',
  email: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
};

export function parseVerifyType(type: unknown): VerifyType {
  if (type === 'sms' || type === 'phone_change') throw Errors.phoneDisabled();
  if (typeof type !== 'string' || !(VERIFY_TYPES as readonly string[]).includes(type)) {
    throw validationFailed('Verify requires a verification type');
  }
  return type as VerifyType;
}

export interface VerifyInput {
  type: VerifyType;
  /** The six-digit code (with `email`), or the hash from a link. */
  token?: string | null;
  tokenHash?: string | null;
  email?: string | null;
}

export type VerifyOutcome =
  | { kind: 'session'; body: Json }
  | { kind: 'code'; code: string }
  /** First half of a secure e-mail change: the other address still has to confirm. */
  | { kind: 'message'; message: string };

export const EMAIL_CHANGE_HALF_DONE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Verifies an e-mailed code or link and signs the user in (a new session). For a link from a
 * PKCE request (`redirect` mode, `pkce_` token) it yields the flow's auth code instead.
 */
export async function verifyToken(
  ctx: AuthCtx,
  input: VerifyInput,
  mode: 'api' | 'redirect',
): Promise<VerifyOutcome> {
  let hash: string;
  let email: string | null = null;
  let pkce = false;
  if (input.tokenHash && input.token)
    throw validationFailed('Verify requires either a token or a token hash');
  if (input.tokenHash) {
    hash = input.tokenHash;
  } else if (input.token && input.email) {
    email = input.email.trim().toLowerCase();
    hash = tokenHash(email, input.token.trim());
  } else if (input.token && mode === 'redirect') {
    hash = input.token;
  } else if (input.token) {
    throw validationFailed('Only an email address or phone number should be provided on verify');
  } else {
    throw validationFailed('Verify requires a token or a token hash');
  }
  if (hash.startsWith('pkce_')) {
    hash = hash.slice(5);
    pkce = true;
  }
  await ctx.limiter.request('verify', ctx.ip, email);

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome | { error: Error }> => {
    const token = await findOneTimeTokenForUpdate(tx, hash, ACCEPTS[input.type]);
    if (!token) return { error: Errors.otpExpired() };
    if (email && token.relates_to.toLowerCase() !== email) return { error: Errors.otpExpired() };
    if (Date.now() - token.created_at.getTime() > ctx.config.mailerOtpExpiry * 1000) {
      await deleteOneTimeTokens(tx, token.user_id, [token.token_type]);
      return { error: Errors.otpExpired() };
    }
    const user = await findUserById(tx, token.user_id, true);
    if (!user || user.deleted_at) return { error: Errors.otpExpired() };
    if (isBanned(user)) return { error: Errors.userBanned() };

    const patch: UserPatch = { emailConfirmed: true };
    let spent: OneTimeTokenType[] = [token.token_type];
    if (token.token_type === 'email_change_token_new' || token.token_type === 'email_change_token_current') {
      const address = token.token_type === 'email_change_token_new' ? token.relates_to : user.email_change;
      if (!address) return { error: Errors.otpExpired() };
      const otherType =
        token.token_type === 'email_change_token_new'
          ? 'email_change_token_current'
          : 'email_change_token_new';
      const other = await findUserOneTimeToken(tx, user.id, otherType);
      if (other && Date.now() - other.created_at.getTime() <= ctx.config.mailerOtpExpiry * 1000) {
        await deleteOneTimeTokens(tx, user.id, [token.token_type]);
        await markEmailChangeHalfConfirmed(tx, user.id);
        return { kind: 'message', message: EMAIL_CHANGE_HALF_DONE };
      }
      const taken = await findUserByEmail(tx, address);
      if (taken && taken.id !== user.id) return { error: Errors.emailExists() };
      Object.assign(patch, { email: address, emailChange: '', emailChangeSentAt: null });
      spent = ['email_change_token_new', 'email_change_token_current'];
    } else if (token.token_type === 'confirmation_token' || token.token_type === 'magiclink_token') {
      spent = ['confirmation_token', 'magiclink_token'];
    }
    const updated = await updateUser(tx, user.id, patch);
    await deleteOneTimeTokens(tx, user.id, spent);
    await insertAuditEntry(tx, {
      actorId: user.id,
      actorUsername: updated.email ?? '',
      action:
        token.token_type === 'confirmation_token' && !user.email_confirmed_at ? 'user_signedup' : 'login',
      logType: token.token_type === 'recovery_token' ? 'recovery' : 'account',
      traits: { verify_type: input.type },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });

    if (pkce && mode === 'redirect' && token.flow_state_id) {
      const flow = await issueFlowAuthCode(tx, token.flow_state_id);
      if (flow) return { kind: 'code', code: flow.auth_code };
    }
    const started = await startSession(ctx, tx, updated, METHODS[input.type]);
    return {
      kind: 'session',
      body: await tokenResponse(ctx, tx, started.user, started.session, started.refreshToken),
    };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome;
}
