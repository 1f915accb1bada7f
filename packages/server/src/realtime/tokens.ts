import { decodeJwt } from 'jose';
import type { RequestIdentity } from '../db/index.ts';
import type { Keys } from '../keys.ts';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface ChannelAuth {
  token: string;
  identity: RequestIdentity;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; auth: ChannelAuth } | { ok: false; reason: string };

/**
 * Validates the token a channel runs as, answering with the reasons Supabase Realtime gives
 * (realtime-js shows them as the CHANNEL_ERROR message).
 */
export async function checkChannelToken(keys: Keys, token: string, now = Date.now()): Promise<TokenCheck> {
  let unverified: Record<string, unknown>;
  try {
    unverified = decodeJwt(token);
  } catch {
    return { ok: false, reason: 'The token provided is not a valid JWT' };
  }
  if (typeof unverified.role !== 'string' || typeof unverified.exp !== 'number') {
    return { ok: false, reason: 'Fields `role` and `exp` are required in JWT' };
  }
  const secondsLeft = unverified.exp - Math.floor(now / 1000);
  if (secondsLeft <= 0) return { ok: false, reason: `Token has expired ${-secondsLeft} seconds ago` };
  let claims: Record<string, unknown>;
  try {
    claims = await keys.verify(token);
  } catch {
    return { ok: false, reason: 'Failed to validate JWT signature' };
  }
  const role = claims.role;
  if (typeof role !== 'string' || !API_ROLES.has(role)) {
    return { ok: false, reason: `Unauthorized: the role \`${String(role)}\` may not use Realtime` };
  }
  return { ok: true, auth: { token, identity: { role, claims }, expiresAt: unverified.exp } };
}
