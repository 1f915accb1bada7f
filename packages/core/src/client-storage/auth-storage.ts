/**
 * The storage adapter the web app hands to supabase-js (`createClient(url, key, { auth: {
 * storage: createAuthStorage(window.localStorage, { now: Date.now }), storageKey:
 * AUTH_STORAGE_KEY, flowType: 'pkce', persistSession: true, autoRefreshToken: true } })`).
 *
 * SPEC section 9, "Auth storage":
 *   - a value over 1000 characters under an auth key is stored as 'compressed:' + base64 of
 *     its UTF-8 bytes, and read back transparently;
 *   - auth and session keys get an expiry marker 365 days ahead, rewritten on every write
 *     (supabase-js rewrites the session on each token refresh, so only an abandoned session
 *     ever expires); an expired value reads as null and is removed with its marker.
 * A write that hits the quota makes room (guards.ts, safeSetItem) and is retried; if it
 * still fails the quota error is rethrown so supabase-js reports it.
 */
import { AUTH_COMPRESS_THRESHOLD, toCompressedBase64 } from './codec.ts';
import { expiryMarkerKey, isAuthKey, isSessionKey } from './keys.ts';
import { safeSetItem } from './guards.ts';
import type { StorageLike } from './types.ts';
import { EXPIRY_MARKER_TTL_MS, readStoredValue } from './values.ts';

/** What supabase-js accepts as `auth.storage` (a synchronous SupportedStorage). */
export interface AuthStorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AuthStorageOptions {
  /** The clock, e.g. Date.now. */
  now: () => number;
  /** Lifetime of the expiry marker; default 365 days. */
  ttlMs?: number;
}

/** How a value is written under `key`: compressed when it is an auth key and the value is long. */
export function encodeAuthValue(key: string, value: string): string {
  if (!isAuthKey(key) || value.length <= AUTH_COMPRESS_THRESHOLD) return value;
  return toCompressedBase64(value) ?? value;
}

export function createAuthStorage(storage: StorageLike, options: AuthStorageOptions): AuthStorageAdapter {
  const ttlMs = options.ttlMs ?? EXPIRY_MARKER_TTL_MS;
  const write = (key: string, value: string): void => {
    if (safeSetItem(storage, key, value, { now: options.now() })) return;
    const error = new Error(`Storage quota exceeded while writing "${key}"`);
    error.name = 'QuotaExceededError';
    throw error;
  };
  return {
    getItem(key) {
      return readStoredValue(storage, key, options.now());
    },
    setItem(key, value) {
      write(key, encodeAuthValue(key, value));
      if (isSessionKey(key)) write(expiryMarkerKey(key), String(options.now() + ttlMs));
      else storage.removeItem(expiryMarkerKey(key));
    },
    removeItem(key) {
      storage.removeItem(key);
      storage.removeItem(expiryMarkerKey(key));
    },
  };
}
