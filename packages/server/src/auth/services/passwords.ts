import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { unprocessable, validationFailed } from '../errors.ts';

/** bcrypt (and so GoTrue) only reads the first 72 bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argonHash(password);
}

const BCRYPT = /^\$2[abxy]\$\d\d\$/;

export function isSupportedHash(hash: string): boolean {
  return BCRYPT.test(hash) || hash.startsWith('$argon2');
}

/**
 * Checks a password against a stored hash: argon2 (ours) or bcrypt (users imported from Supabase).
 * `upgrade` says the hash should be replaced with an argon2id one now that the password is known.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
): Promise<{ ok: boolean; upgrade: boolean }> {
  if (!stored) return { ok: false, upgrade: false };
  try {
    if (stored.startsWith('$argon2')) {
      return { ok: await argonVerify(stored, password), upgrade: !stored.startsWith('$argon2id$') };
    }
    if (BCRYPT.test(stored)) {
      return { ok: await bcrypt.compare(password, stored), upgrade: true };
    }
  } catch {
    // A malformed stored hash never matches.
  }
  return { ok: false, upgrade: false };
}

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/** The reasons a password falls short of the policy, or null when it meets it. */
export function passwordWeakness(password: string, minLength: number): PasswordWeakness | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** Rejects a password that is too long (400) or too weak (422 weak_password, with reasons). */
export function assertPasswordAcceptable(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weakness = passwordWeakness(password, minLength);
  if (weakness) {
    throw unprocessable('weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
  }
}
