import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUOTA_BYTES,
  estimateUsage,
  guardStorageUsage,
  isQuotaExceededError,
  probeStorageQuota,
  removeEntriesOlderThan,
  removeOldestEntries,
  safeSetItem,
  timestampedEntries,
} from './guards.ts';
import { AUTH_STORAGE_KEY, QUOTA_PROBE_KEY_PREFIX } from './keys.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { cacheEntry, criticalSnapshot, NOW, writeCriticalKeys } from './test-support.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS, MB } from './types.ts';
import { readStoredValue } from './values.ts';

/** Critical keys plus `count` cache entries aged 1..count days, each about 2 KB. */
function storageWithCaches(count: number, quotaBytes = Number.POSITIVE_INFINITY) {
  const storage = createMemoryStorage({ quotaBytes });
  writeCriticalKeys(storage);
  for (let i = 1; i <= count; i++) storage.setItem(`edgelog_cache_${i}`, cacheEntry(i, 1000, i));
  storage.setItem('edgelog_prefs', 'undated preference');
  return storage;
}

describe('estimateUsage', () => {
  it('counts two bytes per character of key and value', () => {
    const storage = createMemoryStorage({ initial: { ab: 'cde', x: '' } });
    expect(estimateUsage(storage)).toEqual({ usedBytes: 12, itemCount: 2 });
  });
});

describe('timestamped entries', () => {
  it('dates JSON timestamp / savedAt / expiresAt values and expiry markers, never protected keys', () => {
    const storage = createMemoryStorage();
    writeCriticalKeys(storage);
    storage.setItem('a', JSON.stringify({ timestamp: NOW - 5 * DAY_MS }));
    storage.setItem('b', JSON.stringify({ savedAt: new Date(NOW - 9 * DAY_MS).toISOString() }));
    storage.setItem('c', JSON.stringify({ expiresAt: NOW + DAY_MS }));
    storage.setItem('d', JSON.stringify({ timestamp: Math.floor((NOW - 2 * DAY_MS) / 1000) })); // epoch seconds
    storage.setItem('e', 'x');
    storage.setItem('e__expires_at', String(NOW + 10 * DAY_MS));
    storage.setItem('plain', 'no date');
    storage.setItem('list', '[1,2]');
    expect(timestampedEntries(storage).map((entry) => entry.key)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
});

describe('guardStorageUsage', () => {
  it('is ok at or below 80 % and removes nothing', () => {
    const storage = storageWithCaches(8);
    const quotaBytes = estimateUsage(storage).usedBytes / 0.8;
    expect(guardStorageUsage(storage, { quotaBytes })).toMatchObject({ level: 'ok', removedKeys: [] });
  });

  it('warns above 80 % and removes nothing', () => {
    const storage = storageWithCaches(8);
    const before = storage.snapshot();
    const report = guardStorageUsage(storage, { quotaBytes: estimateUsage(storage).usedBytes / 0.85 });
    expect(report.level).toBe('warning');
    expect(report.removedKeys).toEqual([]);
    expect(storage.snapshot()).toEqual(before);
  });

  it('above 95 % removes the oldest 25 % of timestamped entries and keeps every critical key', () => {
    const storage = storageWithCaches(20);
    const critical = criticalSnapshot(storage);
    const report = guardStorageUsage(storage, { quotaBytes: estimateUsage(storage).usedBytes / 0.97 });
    expect(report.level).toBe('critical');
    expect(report.removedKeys).toEqual([
      'edgelog_cache_20',
      'edgelog_cache_19',
      'edgelog_cache_18',
      'edgelog_cache_17',
      'edgelog_cache_16',
    ]);
    expect(report.usedBytesAfter).toBeLessThan(report.usedBytes);
    expect(criticalSnapshot(storage)).toEqual(critical);
    expect(storage.getItem('edgelog_prefs')).toBe('undated preference');
    expect(readStoredValue(storage, AUTH_STORAGE_KEY, NOW)).toContain('v1.refresh');
  });

  it('assumes the 5 MB default quota', () => {
    expect(guardStorageUsage(createMemoryStorage({ initial: { a: 'b' } })).quotaBytes).toBe(
      DEFAULT_QUOTA_BYTES,
    );
  });
});

describe('removeEntriesOlderThan / removeOldestEntries', () => {
  it('removes timestamped entries older than 7 days by default, and expired ones', () => {
    const storage = storageWithCaches(10);
    storage.setItem('edgelog_expired', JSON.stringify({ expiresAt: NOW - 1 }));
    const critical = criticalSnapshot(storage);
    const removed = removeEntriesOlderThan(storage, { now: NOW });
    expect(removed.sort()).toEqual([
      'edgelog_cache_10',
      'edgelog_cache_8',
      'edgelog_cache_9',
      'edgelog_expired',
    ]);
    expect(criticalSnapshot(storage)).toEqual(critical);
  });

  it('honours extra protection and removes at least one entry', () => {
    const storage = storageWithCaches(2);
    expect(removeOldestEntries(storage, { protect: (key) => key === 'edgelog_cache_2' })).toEqual([
      'edgelog_cache_1',
    ]);
  });
});

describe('safeSetItem', () => {
  it('makes room by removing stale entries, then writes', () => {
    const storage = storageWithCaches(12);
    const full = createMemoryStorage({
      quotaBytes: estimateUsage(storage).usedBytes + 100,
      initial: storage.snapshot(),
    });
    expect(safeSetItem(full, 'edgelog_new', 'y'.repeat(3000), { now: NOW })).toBe(true);
    expect(full.getItem('edgelog_new')).toHaveLength(3000);
    expect(full.getItem('edgelog_cache_12')).toBeNull();
    expect(criticalSnapshot(full)).toEqual(criticalSnapshot(storage));
  });

  it('returns false when even that is not enough', () => {
    const storage = createMemoryStorage({ quotaBytes: 100 });
    expect(safeSetItem(storage, 'k', 'v'.repeat(100), { now: NOW })).toBe(false);
  });

  it('rethrows errors that are not about the quota', () => {
    const broken: StorageLike = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
      },
      removeItem: () => undefined,
    };
    expect(() => safeSetItem(broken, 'k', 'v', { now: NOW })).toThrow('insecure');
  });
});

describe('isQuotaExceededError', () => {
  it.each([
    [Object.assign(new Error('x'), { name: 'QuotaExceededError' }), true],
    [Object.assign(new Error('x'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }), true],
    [{ code: 22 }, true],
    [{ code: 1014 }, true],
    [new Error("Setting the value of 'x' exceeded the quota."), true],
    [new Error('SecurityError'), false],
    ['quota', false],
    [null, false],
  ])('%o -> %s', (error, expected) => {
    expect(isQuotaExceededError(error)).toBe(expected);
  });
});

describe('probeStorageQuota', () => {
  it('finds the quota of a storage that refuses writes, and leaves it as it was', () => {
    const storage = createMemoryStorage({ quotaBytes: 3 * MB });
    writeCriticalKeys(storage);
    const before = storage.snapshot();
    const result = probeStorageQuota(storage);
    expect(result.probed).toBe(true);
    expect(result.quotaBytes).toBeLessThanOrEqual(3 * MB);
    expect(result.quotaBytes).toBeGreaterThan(3 * MB - 2048);
    expect(storage.snapshot()).toEqual(before);
  });

  it('stops at 10 MB', () => {
    const storage = createMemoryStorage({ initial: { a: 'b' } });
    const result = probeStorageQuota(storage);
    expect(result).toEqual({ quotaBytes: 4 + 10 * MB, probed: true });
    expect(storage.length).toBe(1);
  });

  it('assumes 5 MB when it cannot run', () => {
    const unavailable: StorageLike = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
      },
      removeItem: () => undefined,
    };
    expect(probeStorageQuota(unavailable)).toEqual({ quotaBytes: 5 * MB, probed: false });
  });

  it('clears probe keys left by an interrupted probe', () => {
    const storage = createMemoryStorage({
      quotaBytes: MB,
      initial: { [`${QUOTA_PROBE_KEY_PREFIX}0`]: 'x'.repeat(1000) },
    });
    probeStorageQuota(storage);
    expect(storage.length).toBe(0);
  });
});
