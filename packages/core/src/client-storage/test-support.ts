/** Builders for storage tests (not exported from the package). */
import { createAuthStorage } from './auth-storage.ts';
import {
  AUTH_STORAGE_KEY,
  COOKIE_CONSENT_KEY,
  DRAFT_KEY_PREFIX,
  expiryMarkerKey,
  REMEMBER_ME_KEY,
  UNSAVED_KEY_PREFIX,
} from './keys.ts';
import type { MemoryStorage } from './memory-storage.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS } from './types.ts';

export const NOW = Date.UTC(2026, 5, 1, 12);

/** Deterministic text that does not compress: random BMP characters, about 15.7 bits each. */
export function noise(chars: number, seed = 1): string {
  let state = seed;
  const units: number[] = [];
  for (let i = 0; i < chars; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    units.push(0x800 + (state % (0xd800 - 0x800)));
  }
  return String.fromCharCode(...units);
}

export const liveSession = JSON.stringify({
  access_token: `eyJhbGciOiJFUzI1NiJ9.${'p'.repeat(1400)}.sig`,
  refresh_token: 'v1.refresh',
  expires_at: NOW / 1000 + 3600,
  user: { id: 'u1', email: 'trader@example.com' },
});

/** The critical keys a trader must never lose, written the way the app writes them. */
export function writeCriticalKeys(storage: StorageLike): void {
  const auth = createAuthStorage(storage, { now: () => NOW });
  auth.setItem(AUTH_STORAGE_KEY, liveSession);
  auth.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, 'verifier-123');
  // older than every age limit, still protected
  storage.setItem(
    REMEMBER_ME_KEY,
    JSON.stringify({ email: 'trader@example.com', timestamp: NOW - 400 * DAY_MS }),
  );
  storage.setItem(COOKIE_CONSENT_KEY, 'accepted');
  storage.setItem(
    `${DRAFT_KEY_PREFIX}u1_trade`,
    JSON.stringify({ savedAt: NOW - 500 * DAY_MS, symbol: 'AAPL', note: noise(3000, 9) }),
  );
  storage.setItem(`${UNSAVED_KEY_PREFIX}u1_journal`, noise(2000, 11));
}

export function criticalSnapshot(storage: MemoryStorage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(storage.snapshot()).filter(
      ([key]) =>
        key.startsWith('sb-') ||
        [REMEMBER_ME_KEY, COOKIE_CONSENT_KEY].includes(key) ||
        key.startsWith(DRAFT_KEY_PREFIX) ||
        key.startsWith(UNSAVED_KEY_PREFIX),
    ),
  );
}

/** A dated cache entry written `ageDays` ago. */
export function cacheEntry(ageDays: number, chars: number, seed: number): string {
  return JSON.stringify({ timestamp: NOW - ageDays * DAY_MS, data: noise(chars, seed) });
}

export { expiryMarkerKey };
