import { REMEMBER_ME_KEY } from '@edgelog/core';

export { REMEMBER_ME_KEY };

/**
 * The remember-me record (SPEC 3): the e-mail of the last sign-in and when it was stored. Sign-out
 * keeps it (see keysToClearOnSignOut in @edgelog/core); it is discarded after 365 days.
 */
export const REMEMBER_ME_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface RememberMeRecord {
  email: string;
  timestamp: number;
}

export function readRememberMe(now: number = Date.now()): RememberMeRecord | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(REMEMBER_ME_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const { email, timestamp } = value as Record<string, unknown>;
      if (
        typeof email === 'string' &&
        email &&
        typeof timestamp === 'number' &&
        now - timestamp <= REMEMBER_ME_MAX_AGE_MS
      ) {
        return { email, timestamp };
      }
    }
  } catch {
    // unreadable: dropped below
  }
  forgetRememberMe();
  return null;
}

export function writeRememberMe(email: string, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(
      REMEMBER_ME_KEY,
      JSON.stringify({ email, timestamp: now } satisfies RememberMeRecord),
    );
  } catch {
    // storage full or disabled: remembering is a convenience only
  }
}

export function forgetRememberMe(): void {
  try {
    window.localStorage.removeItem(REMEMBER_ME_KEY);
  } catch {
    // as above
  }
}

/** The choice made on the sign-in form, read when the SIGNED_IN event stores the record. */
let rememberChoice: boolean | null = null;

export function setRememberChoice(remember: boolean): void {
  rememberChoice = remember;
}

/** On SIGNED_IN / TOKEN_REFRESHED: keep the record when the user asked for it (or had one already). */
export function storeRememberMeFor(email: string | undefined, now: number = Date.now()): void {
  if (!email) return;
  const wanted = rememberChoice ?? readRememberMe(now) !== null;
  if (wanted) writeRememberMe(email, now);
  else if (rememberChoice === false) forgetRememberMe();
}
