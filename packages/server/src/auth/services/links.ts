import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import type { AuthCtx } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { insertFlowState, upsertOneTimeToken, type OneTimeTokenType } from '../repo/one-time.ts';
import type { UserRow } from '../repo/users.ts';
import type { MailType, QueuedMail } from './mailer.ts';

/** A six-digit code, uniformly random. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's token hash: sha224 hex of the address followed by the code. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224').update(`${address.toLowerCase()}${otp}`).digest('hex');
}

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

/** Trimmed, lower-cased, and shaped like an address; 400 otherwise. */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

/**
 * Where a link may send the browser: SITE_URL's origin (or an allowed extra URL) or a path on it.
 * Anything else falls back to SITE_URL, as GoTrue does, so links never lead off the site.
 */
export function safeRedirect(ctx: AuthCtx, redirectTo: string | undefined | null): string {
  const site = new URL(ctx.config.siteUrl);
  if (!redirectTo) return ctx.config.siteUrl;
  if (redirectTo.startsWith('/') && !redirectTo.startsWith('//') && !redirectTo.startsWith('/\\')) {
    const resolved = new URL(redirectTo, site);
    return resolved.origin === site.origin ? resolved.toString() : ctx.config.siteUrl;
  }
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return ctx.config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ctx.config.siteUrl;
  const allowedOrigins = [site.origin, new URL(ctx.apiUrl).origin];
  if (allowedOrigins.includes(url.origin)) return url.toString();
  for (const allowed of ctx.config.additionalRedirectUrls) {
    try {
      const prefix = new URL(allowed);
      if (url.origin === prefix.origin && url.pathname.startsWith(prefix.pathname)) return url.toString();
    } catch {
      // an unparsable entry allows nothing
    }
  }
  return ctx.config.siteUrl;
}

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** PKCE parameters from a request body: both or neither. */
export function parsePkce(challenge?: string | null, method?: string | null): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validationFailed(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: m };
}

/** The `type` a verify link carries for each kind of mail. */
const LINK_TYPES: Record<MailType, string> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  email_change_current: 'email_change',
  reauthentication: 'reauthentication',
};

/** AMR method recorded when a PKCE flow of each kind is exchanged. */
const FLOW_METHODS: Record<MailType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  email_change_current: 'email_change',
  reauthentication: 'reauthentication',
};

export interface EmailToken {
  otp: string;
  hash: string;
  /** `/auth/v1/verify?token=…` (or null for reauthentication, which is a bare code). */
  link: string | null;
  redirectTo: string;
}

/**
 * Creates the one-time token for a mail (replacing the user's previous one of that type) and, for
 * a PKCE request, the flow state the link will turn into an auth code.
 */
export async function createEmailToken(
  ctx: AuthCtx,
  tx: Queryable,
  options: {
    user: UserRow;
    tokenType: OneTimeTokenType;
    mailType: MailType;
    address: string;
    redirectTo?: string | null;
    pkce?: PkceParams | null;
  },
): Promise<EmailToken> {
  const otp = newOtp();
  const hash = tokenHash(options.address, otp);
  const flow = options.pkce
    ? await insertFlowState(tx, {
        userId: options.user.id,
        authCode: randomUUID(),
        challenge: options.pkce.challenge,
        method: options.pkce.method,
        authenticationMethod: FLOW_METHODS[options.mailType],
      })
    : null;
  await upsertOneTimeToken(tx, {
    userId: options.user.id,
    type: options.tokenType,
    hash,
    relatesTo: options.address,
    flowStateId: flow?.id ?? null,
  });
  const redirectTo = safeRedirect(ctx, options.redirectTo);
  const link =
    options.mailType === 'reauthentication'
      ? null
      : `${ctx.apiUrl}/auth/v1/verify?${new URLSearchParams({
          token: `${flow ? 'pkce_' : ''}${hash}`,
          type: LINK_TYPES[options.mailType],
          redirect_to: redirectTo,
        }).toString()}`;
  return { otp, hash, link, redirectTo };
}

/** Creates the token and queues the mail carrying it. */
export async function sendEmailToken(
  ctx: AuthCtx,
  tx: Queryable,
  options: Parameters<typeof createEmailToken>[2],
): Promise<QueuedMail> {
  const token = await createEmailToken(ctx, tx, options);
  return ctx.mailer.enqueue(tx, {
    type: options.mailType,
    to: options.address,
    userId: options.user.id,
    link: token.link,
    otp: token.otp,
  });
}
