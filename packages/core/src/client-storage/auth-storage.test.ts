import { describe, expect, it } from 'vitest';
import { createAuthStorage, encodeAuthValue } from './auth-storage.ts';
import { COMPRESSED_PREFIX } from './codec.ts';
import { AUTH_STORAGE_KEY, expiryMarkerKey } from './keys.ts';
import { estimateUsage } from './guards.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { DAY_MS } from './types.ts';

const T0 = Date.UTC(2026, 0, 1);
const session = (size: number) =>
  JSON.stringify({
    access_token: 'h.p.s'.padEnd(size, 'x'),
    refresh_token: 'r1',
    user: { email: 'zoë@example.com' },
  });

function setup(now = T0, quotaBytes?: number) {
  const clock = { now };
  const storage = createMemoryStorage({ quotaBytes });
  const adapter = createAuthStorage(storage, { now: () => clock.now });
  return { clock, storage, adapter };
}

describe('auth storage adapter', () => {
  it('stores short values as-is and reads them back', () => {
    const { storage, adapter } = setup();
    const value = session(200);
    adapter.setItem(AUTH_STORAGE_KEY, value);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBe(value);
    expect(adapter.getItem(AUTH_STORAGE_KEY)).toBe(value);
  });

  it('stores values over 1000 characters under an auth key as compressed: base64, read back transparently', () => {
    const { storage, adapter } = setup();
    const value = session(3000);
    adapter.setItem(AUTH_STORAGE_KEY, value);
    const raw = storage.getItem(AUTH_STORAGE_KEY) ?? '';
    expect(raw.startsWith(COMPRESSED_PREFIX)).toBe(true);
    expect(raw).not.toContain('refresh_token');
    expect(adapter.getItem(AUTH_STORAGE_KEY)).toBe(value);
  });

  it('compresses exactly above the 1000-character threshold and only under auth keys', () => {
    expect(encodeAuthValue(AUTH_STORAGE_KEY, 'a'.repeat(1000))).toBe('a'.repeat(1000));
    expect(encodeAuthValue(AUTH_STORAGE_KEY, 'a'.repeat(1001)).startsWith(COMPRESSED_PREFIX)).toBe(true);
    expect(
      encodeAuthValue(`${AUTH_STORAGE_KEY}-code-verifier`, 'v'.repeat(1001)).startsWith(COMPRESSED_PREFIX),
    ).toBe(true);
    expect(encodeAuthValue('sb-abcd-auth-token', 'a'.repeat(1001)).startsWith(COMPRESSED_PREFIX)).toBe(true);
    expect(encodeAuthValue('edgelog_settings', 'a'.repeat(5000))).toBe('a'.repeat(5000));
  });

  it('writes a 365-day expiry marker beside auth keys and renews it on every write', () => {
    const { clock, storage, adapter } = setup();
    adapter.setItem(AUTH_STORAGE_KEY, session(100));
    expect(Number(storage.getItem(expiryMarkerKey(AUTH_STORAGE_KEY)))).toBe(T0 + 365 * DAY_MS);
    clock.now = T0 + 30 * DAY_MS;
    adapter.setItem(AUTH_STORAGE_KEY, session(100));
    expect(Number(storage.getItem(expiryMarkerKey(AUTH_STORAGE_KEY)))).toBe(T0 + 395 * DAY_MS);
  });

  it('reads an expired value as null and removes it with its marker', () => {
    const { clock, storage, adapter } = setup();
    adapter.setItem(AUTH_STORAGE_KEY, session(2000));
    clock.now = T0 + 365 * DAY_MS - 1;
    expect(adapter.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    clock.now = T0 + 365 * DAY_MS;
    expect(adapter.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(storage.snapshot()).toEqual({});
  });

  it('removes a value together with its marker', () => {
    const { storage, adapter } = setup();
    adapter.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, 'verifier');
    adapter.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`);
    expect(storage.length).toBe(0);
  });

  it('reads a corrupt compressed value as null', () => {
    const { storage, adapter } = setup();
    storage.setItem(AUTH_STORAGE_KEY, `${COMPRESSED_PREFIX}%%%`);
    expect(adapter.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('makes room in a full storage for the session, keeping protected keys', () => {
    const { storage, adapter } = setup(T0, 17_000);
    const stale = JSON.stringify({ savedAt: T0 - 30 * DAY_MS, data: 'c'.repeat(4000) });
    storage.setItem('edgelog_cache_old', stale);
    storage.setItem(
      'edgelog_draft_u1_trade',
      JSON.stringify({ savedAt: T0 - 90 * DAY_MS, symbol: 'AAPL', note: 'n'.repeat(4000) }),
    );
    expect(() => storage.setItem('filler', 'f'.repeat(5000))).toThrow();
    const sessionBytes = (AUTH_STORAGE_KEY.length + session(900).length) * 2;
    expect(estimateUsage(storage).usedBytes + sessionBytes).toBeGreaterThan(17_000);
    adapter.setItem(AUTH_STORAGE_KEY, session(900));
    expect(adapter.getItem(AUTH_STORAGE_KEY)).toBe(session(900));
    expect(storage.getItem('edgelog_cache_old')).toBeNull();
    expect(storage.getItem('edgelog_draft_u1_trade')).not.toBeNull();
  });

  it('rethrows a quota error when no room can be made', () => {
    const { storage, adapter } = setup(T0, 3_000);
    storage.setItem('edgelog_draft_u1_trade', 'd'.repeat(1200));
    expect(() => adapter.setItem(AUTH_STORAGE_KEY, session(800))).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
  });
});
