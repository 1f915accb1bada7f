import {
  AUTH_STORAGE_KEY,
  LEGACY_AUTH_STORAGE_KEY,
  authStorageKeys,
  decodeStoredValue,
  isExpiryMarkerKey,
  keysToClearOnSignOut,
  listKeys,
  type StorageLike,
} from '@edgelog/core';

/** The fixed key of the stored session (SPEC 9), shared with the storage guards in @edgelog/core. */
export { AUTH_STORAGE_KEY };

/** A stored session that expires within this margin is dropped at start-up (SPEC 5, 9). */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

function browserStores(): StorageLike[] {
  const stores: StorageLike[] = [];
  try {
    stores.push(window.localStorage);
  } catch {
    // storage can be disabled by the browser; nothing is stored then
  }
  try {
    stores.push(window.sessionStorage);
  } catch {
    // as above
  }
  return stores;
}

/**
 * SIGNED_OUT (SPEC 4): removes every key starting with `supabase.` or `edgelog_` (except the
 * device-level remember-me and consent records, which outlive a session) and every auth key.
 */
export function clearStoredAuthState(stores: StorageLike[] = browserStores()): string[] {
  const removed: string[] = [];
  for (const store of stores) {
    for (const key of new Set([...keysToClearOnSignOut(store), ...authStorageKeys(store)])) {
      store.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

/** Keys holding a whole stored session: ours, the legacy one, and supabase-js's `sb-<ref>-auth-token`. */
export function isSessionRecordKey(key: string): boolean {
  return key === AUTH_STORAGE_KEY || key === LEGACY_AUTH_STORAGE_KEY || /^sb-.+-auth-token$/.test(key);
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isThreePartJwt(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p));
}

/** Why a stored session record is unusable, or null when it is sound (SPEC 5). */
export function storedSessionProblem(raw: string | null, now: number): string | null {
  if (raw === null) return null;
  const text = decodeStoredValue(raw);
  if (text === null) return 'not an object';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not an object';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const record = value as Record<string, unknown>;
  const access = record.access_token;
  const refresh = record.refresh_token;
  if (typeof access !== 'string' || access === '') return 'missing access token';
  if (typeof refresh !== 'string' || refresh === '') return 'missing refresh token';
  if (!isThreePartJwt(access)) return 'malformed access token';
  const payloadExp = decodeJwtPayload(access)?.exp;
  const expiresAt =
    typeof record.expires_at === 'number'
      ? record.expires_at
      : typeof payloadExp === 'number'
        ? payloadExp
        : null;
  if (expiresAt === null) return 'no expiry';
  if (expiresAt * 1000 - now <= TOKEN_EXPIRY_MARGIN_MS) return 'expires within 60 s';
  return null;
}

/**
 * Start-up token validation: drops malformed or (nearly) expired stored sessions, and when any was
 * dropped clears all auth storage so no half-state (verifiers, product keys) is left behind.
 */
export function validateStoredSessions(now: number = Date.now(), stores: StorageLike[] = browserStores()) {
  const removed: Array<{ key: string; reason: string }> = [];
  for (const store of stores) {
    for (const key of listKeys(store)) {
      if (isExpiryMarkerKey(key) || !isSessionRecordKey(key)) continue;
      const reason = storedSessionProblem(store.getItem(key), now);
      if (reason) {
        store.removeItem(key);
        removed.push({ key, reason });
      }
    }
  }
  if (removed.length > 0) clearStoredAuthState(stores);
  return removed;
}
