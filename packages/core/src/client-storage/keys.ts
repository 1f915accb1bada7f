/**
 * The key names and patterns the web app and this module share. Use these constants rather
 * than string literals so cleanup, sign-out and the features agree on what is protected.
 */
import type { StorageLike } from './types.ts';
import { listKeys } from './types.ts';

/** Every key the product itself writes starts with this ('{product}_' of SPEC section 4). */
export const PRODUCT_KEY_PREFIX = 'edgelog_';

/**
 * The fixed storageKey the web app passes to createClient (SPEC section 9: "fixed key").
 * supabase-js also writes `${key}-code-verifier`, `${key}-flow-{id}-code-verifier`,
 * `${key}-flows-code-verifier` and `${key}-user` beside it.
 */
export const AUTH_STORAGE_KEY = 'sb-edgelog-auth-token';
/** supabase-js's historical default key. */
export const LEGACY_AUTH_STORAGE_KEY = 'supabase.auth.token';
/** Any supabase-js auth key: the session (`sb-<ref>-auth-token`) and its code-verifier / user keys. */
export const SUPABASE_AUTH_KEY_PATTERN = /^sb-.+-auth-token(?:-.+)?$/;

/** Remember-me record { email, timestamp } (SPEC section 3), kept 365 days. */
export const REMEMBER_ME_KEY = 'edgelog_remember_me';
/** Cookie consent: 'accepted' or 'declined'. */
export const COOKIE_CONSENT_KEY = 'edgelog_cookie_consent';
/** The persisted error log (last 100 records). Not protected: it may be trimmed under pressure. */
export const ERROR_LOG_KEY = 'edgelog_error_log';

/**
 * Unsaved user work. Write form drafts as `edgelog_draft_<userId>_<form>` and other
 * not-yet-saved work as `edgelog_unsaved_<userId>_<what>`; cleanup never removes them.
 */
export const DRAFT_KEY_PREFIX = 'edgelog_draft_';
export const UNSAVED_KEY_PREFIX = 'edgelog_unsaved_';

/** Keys cleanup and the usage guards never remove. */
export const PROTECTED_KEYS: readonly string[] = [
  AUTH_STORAGE_KEY,
  LEGACY_AUTH_STORAGE_KEY,
  REMEMBER_ME_KEY,
  COOKIE_CONSENT_KEY,
];
/** Key prefixes cleanup and the usage guards never remove. */
export const PROTECTED_KEY_PREFIXES: readonly string[] = [DRAFT_KEY_PREFIX, UNSAVED_KEY_PREFIX];

/** The expiry marker of `key` lives at `key + EXPIRY_MARKER_SUFFIX` and holds epoch milliseconds. */
export const EXPIRY_MARKER_SUFFIX = '__expires_at';

/** Keys under this prefix are the quota probe's scratch space. */
export const QUOTA_PROBE_KEY_PREFIX = 'edgelog_quota_probe_';

/** SPEC section 4: on SIGNED_OUT, stored keys starting with these are cleared. */
export const SIGN_OUT_CLEAR_PREFIXES: readonly string[] = ['supabase.', PRODUCT_KEY_PREFIX];

export function expiryMarkerKey(key: string): string {
  return key + EXPIRY_MARKER_SUFFIX;
}

export function isExpiryMarkerKey(key: string): boolean {
  return key.endsWith(EXPIRY_MARKER_SUFFIX);
}

/** The key an expiry marker belongs to. */
export function markedKey(markerKey: string): string {
  return markerKey.slice(0, -EXPIRY_MARKER_SUFFIX.length);
}

/** An auth key: supabase-js's session, code verifiers and user, or the legacy supabase.auth.* keys. */
export function isAuthKey(key: string): boolean {
  return SUPABASE_AUTH_KEY_PATTERN.test(key) || key.startsWith('supabase.auth.');
}

/** Keys that get a 365-day expiry marker when written through the auth storage adapter. */
export function isSessionKey(key: string): boolean {
  return isAuthKey(key) || /session/i.test(key);
}

/**
 * Critical keys: the live session and its code verifiers, remember-me, consent and unsaved
 * user work — and the expiry markers of any of them.
 */
export function isProtectedKey(key: string): boolean {
  const base = isExpiryMarkerKey(key) ? markedKey(key) : key;
  return (
    PROTECTED_KEYS.includes(base) ||
    isAuthKey(base) ||
    PROTECTED_KEY_PREFIXES.some((prefix) => base.startsWith(prefix))
  );
}

/** A caller-supplied extra protection test, combined with the built-in one. */
export type ProtectPredicate = (key: string) => boolean;

export function protectionWith(extra?: ProtectPredicate): ProtectPredicate {
  return extra ? (key) => isProtectedKey(key) || extra(key) : isProtectedKey;
}

/**
 * Keys to remove on SIGNED_OUT (SPEC section 4: every key starting with 'supabase.' or
 * 'edgelog_'), except the device-level choices that outlive a session — cookie consent and
 * remember-me (kept 365 days by SPEC) — and unsaved work, which is namespaced by user id so
 * an inactivity sign-out does not destroy a half-written trade.
 */
export function keysToClearOnSignOut(storage: StorageLike): string[] {
  return listKeys(storage).filter((key) => {
    const base = isExpiryMarkerKey(key) ? markedKey(key) : key;
    if (!SIGN_OUT_CLEAR_PREFIXES.some((prefix) => base.startsWith(prefix))) return false;
    if (base === COOKIE_CONSENT_KEY || base === REMEMBER_ME_KEY) return false;
    return !PROTECTED_KEY_PREFIXES.some((prefix) => base.startsWith(prefix));
  });
}

/** Every stored auth key and its marker: what the invalid-session path (SPEC section 4) clears. */
export function authStorageKeys(storage: StorageLike): string[] {
  return listKeys(storage).filter((key) => isAuthKey(isExpiryMarkerKey(key) ? markedKey(key) : key));
}
