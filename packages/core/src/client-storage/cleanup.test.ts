import { describe, expect, it } from 'vitest';
import { CLEANUP_INTERVAL_MS, compressIfWorthwhile, isCleanupDue, runStorageCleanup } from './cleanup.ts';
import { estimateUsage } from './guards.ts';
import { AUTH_STORAGE_KEY, ERROR_LOG_KEY, expiryMarkerKey } from './keys.ts';
import { LZW_PREFIX } from './lzw.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { cacheEntry, criticalSnapshot, liveSession, noise, NOW, writeCriticalKeys } from './test-support.ts';
import { DAY_MS, HOUR_MS } from './types.ts';
import { readStoredValue } from './values.ts';

const errorLog = JSON.stringify(
  Array.from({ length: 60 }, (_, i) => ({
    id: `ERR_${i}`,
    code: 'NETWORK-001',
    userMessage: "We couldn't connect to the server.",
  })),
);

describe('runStorageCleanup', () => {
  it('removes expired, orphaned and year-old entries and compresses long values, keeping critical keys', () => {
    const storage = createMemoryStorage();
    writeCriticalKeys(storage);
    storage.setItem('edgelog_cache_recent', cacheEntry(3, 200, 1));
    storage.setItem('edgelog_cache_ancient', cacheEntry(400, 200, 2));
    storage.setItem('edgelog_expired', JSON.stringify({ expiresAt: NOW - HOUR_MS, data: 1 }));
    storage.setItem('edgelog_marked', 'value');
    storage.setItem(expiryMarkerKey('edgelog_marked'), String(NOW - 1));
    storage.setItem(expiryMarkerKey('edgelog_gone'), String(NOW + DAY_MS));
    storage.setItem(ERROR_LOG_KEY, errorLog);
    storage.setItem('edgelog_noisy', noise(3000, 3));
    const critical = criticalSnapshot(storage);

    const report = runStorageCleanup(storage, { now: NOW });

    expect(report.removedKeys.sort()).toEqual(['edgelog_cache_ancient', 'edgelog_expired', 'edgelog_marked']);
    expect(storage.getItem(expiryMarkerKey('edgelog_gone'))).toBeNull();
    expect(storage.getItem(expiryMarkerKey('edgelog_marked'))).toBeNull();
    expect(report.compressedKeys).toEqual([ERROR_LOG_KEY]);
    expect(storage.getItem(ERROR_LOG_KEY)?.startsWith(LZW_PREFIX)).toBe(true);
    expect(readStoredValue(storage, ERROR_LOG_KEY, NOW)).toBe(errorLog);
    expect(storage.getItem('edgelog_noisy')).toBe(noise(3000, 3)); // would not save 20 %
    expect(storage.getItem('edgelog_cache_recent')).not.toBeNull();
    expect(report.rebuilt).toBe(false);
    expect(criticalSnapshot(storage)).toEqual(critical);
    expect(readStoredValue(storage, AUTH_STORAGE_KEY, NOW)).toBe(liveSession);
    expect(report.usedBytesAfter).toBeLessThan(report.usedBytesBefore);
  });

  it('above 80 % of the size cap removes the oldest 25 % of non-critical items: dated oldest first, then undated largest', () => {
    const storage = createMemoryStorage();
    writeCriticalKeys(storage);
    for (let i = 1; i <= 6; i++) storage.setItem(`edgelog_cache_${i}`, cacheEntry(i, 1000, i));
    storage.setItem('edgelog_big_undated', noise(1500, 21));
    storage.setItem('edgelog_small_undated', noise(100, 22));
    const critical = criticalSnapshot(storage);
    const sizeCapBytes = estimateUsage(storage).usedBytes / 0.85;

    const report = runStorageCleanup(storage, { now: NOW, sizeCapBytes });

    expect(report.removedKeys).toEqual(['edgelog_cache_6', 'edgelog_cache_5']);
    expect(report.rebuilt).toBe(false);
    expect(criticalSnapshot(storage)).toEqual(critical);
  });

  it('takes undated items once the dated ones run out', () => {
    const storage = createMemoryStorage();
    storage.setItem('edgelog_cache_1', cacheEntry(1, 500, 1));
    storage.setItem('edgelog_big_undated', noise(1500, 21));
    storage.setItem('edgelog_mid_undated', noise(900, 23));
    storage.setItem('edgelog_small_undated', noise(100, 22));
    storage.setItem('edgelog_tiny_undated', 'x');
    storage.setItem('edgelog_tiny2_undated', 'y');
    storage.setItem('edgelog_tiny3_undated', 'z');
    storage.setItem('edgelog_tiny4_undated', 'w');
    const report = runStorageCleanup(storage, {
      now: NOW,
      sizeCapBytes: estimateUsage(storage).usedBytes / 0.82,
    });
    expect(report.removedKeys).toEqual(['edgelog_cache_1', 'edgelog_big_undated']);
  });

  it('rebuilds with only the critical keys when still above 90 % after trimming', () => {
    const storage = createMemoryStorage();
    writeCriticalKeys(storage);
    for (let i = 1; i <= 4; i++) storage.setItem(`edgelog_cache_${i}`, cacheEntry(i, 10, i));
    storage.setItem('edgelog_prefs', noise(5000, 31)); // undated and large: trimmed last
    const critical = criticalSnapshot(storage);
    // 100 %: trimming the two oldest (tiny) items cannot bring it under 90 %
    const sizeCapBytes = estimateUsage(storage).usedBytes;

    const report = runStorageCleanup(storage, { now: NOW, sizeCapBytes });

    expect(report.rebuilt).toBe(true);
    expect(report.removedKeys.sort()).toEqual([
      'edgelog_cache_1',
      'edgelog_cache_2',
      'edgelog_cache_3',
      'edgelog_cache_4',
      'edgelog_prefs',
    ]);
    expect(storage.snapshot()).toEqual(critical);
    expect(readStoredValue(storage, AUTH_STORAGE_KEY, NOW)).toBe(liveSession);
  });

  it('never removes critical keys even when they alone fill the storage', () => {
    const storage = createMemoryStorage();
    writeCriticalKeys(storage);
    const critical = criticalSnapshot(storage);
    const report = runStorageCleanup(storage, { now: NOW + 1000 * DAY_MS, sizeCapBytes: 1000 });
    expect(report.rebuilt).toBe(true);
    expect(storage.snapshot()).toEqual(critical);
  });

  it('honours extra protection', () => {
    const storage = createMemoryStorage({ initial: { edgelog_layout: cacheEntry(500, 10, 1) } });
    runStorageCleanup(storage, { now: NOW, protect: (key) => key === 'edgelog_layout' });
    expect(storage.getItem('edgelog_layout')).not.toBeNull();
  });
});

describe('compressIfWorthwhile', () => {
  it('compresses only values over 1000 characters that shrink by at least 20 %', () => {
    expect(compressIfWorthwhile('a'.repeat(1000))).toBeNull();
    expect(compressIfWorthwhile('a'.repeat(1001))?.startsWith(LZW_PREFIX)).toBe(true);
    expect(compressIfWorthwhile(noise(2000))).toBeNull();
    expect(compressIfWorthwhile(`compressed:${'QUFB'.repeat(400)}`)).toBeNull();
  });
});

describe('isCleanupDue', () => {
  it('runs every 6 hours', () => {
    expect(CLEANUP_INTERVAL_MS).toBe(6 * HOUR_MS);
    expect(isCleanupDue(null, NOW)).toBe(true);
    expect(isCleanupDue(NOW - 6 * HOUR_MS + 1, NOW)).toBe(false);
    expect(isCleanupDue(NOW - 6 * HOUR_MS, NOW)).toBe(true);
  });
});
