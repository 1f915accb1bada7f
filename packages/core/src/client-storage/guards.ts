/**
 * Local storage usage guards (SPEC section 9, "Local storage guards"): estimate usage against
 * a quota, warn above 80 %, remove the oldest 25 % of timestamped entries above 95 %, remove
 * timestamped entries older than 7 days on request, and probe the real quota.
 * Protected keys (see keys.ts) are never removed. "Timestamped entries" are defined in values.ts.
 */
import type { ProtectPredicate } from './keys.ts';
import {
  expiryMarkerKey,
  isExpiryMarkerKey,
  markedKey,
  protectionWith,
  QUOTA_PROBE_KEY_PREFIX,
} from './keys.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS, listKeys, MB } from './types.ts';
import type { EntryDates } from './values.ts';
import { entryDates } from './values.ts';

export const STORAGE_WARN_RATIO = 0.8;
export const STORAGE_CRITICAL_RATIO = 0.95;
/** Share of timestamped entries removed, oldest first, when storage is critically full. */
export const STORAGE_CLEANUP_FRACTION = 0.25;
export const DEFAULT_CLEANUP_AGE_MS = 7 * DAY_MS;
/** The quota probe writes at most this much. */
export const QUOTA_PROBE_MAX_BYTES = 10 * MB;
/** The quota assumed when the probe cannot run. */
export const DEFAULT_QUOTA_BYTES = 5 * MB;

/** Browsers count Web Storage in UTF-16 code units: two bytes per character of key and value. */
export function itemBytes(key: string, value: string): number {
  return (key.length + value.length) * 2;
}

export function estimateUsage(storage: StorageLike): { usedBytes: number; itemCount: number } {
  let usedBytes = 0;
  const keys = listKeys(storage);
  for (const key of keys) usedBytes += itemBytes(key, storage.getItem(key) ?? '');
  return { usedBytes, itemCount: keys.length };
}

/** True for the errors browsers throw when a write exceeds the storage quota. */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014 ||
    /quota/i.test(message)
  );
}

/** Removes a key together with its expiry marker. */
export function removeWithMarker(storage: StorageLike, key: string): void {
  storage.removeItem(key);
  storage.removeItem(expiryMarkerKey(key));
}

export interface DatedKey extends EntryDates {
  key: string;
}

/** The non-protected, dated entries (markers themselves excluded), oldest first. */
export function timestampedEntries(storage: StorageLike, protect?: ProtectPredicate): DatedKey[] {
  const isProtected = protectionWith(protect);
  const entries: DatedKey[] = [];
  for (const key of listKeys(storage)) {
    if (isExpiryMarkerKey(key) || isProtected(key)) continue;
    const raw = storage.getItem(key);
    const dates = raw === null ? undefined : entryDates(storage, key, raw);
    if (dates) entries.push({ key, ...dates });
  }
  return entries.sort((a, b) => a.writtenAt - b.writtenAt || (a.key < b.key ? -1 : 1));
}

export interface StorageGuardOptions {
  now: number;
  /** Extra keys to protect, on top of the built-in protected keys. */
  protect?: ProtectPredicate;
}

/** Removes non-protected timestamped entries written more than `maxAgeMs` ago (default 7 days) or already expired. */
export function removeEntriesOlderThan(
  storage: StorageLike,
  options: StorageGuardOptions & { maxAgeMs?: number },
): string[] {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_CLEANUP_AGE_MS;
  const removed: string[] = [];
  for (const entry of timestampedEntries(storage, options.protect)) {
    const expired = entry.expiresAt !== undefined && options.now >= entry.expiresAt;
    if (expired || options.now - entry.writtenAt > maxAgeMs) {
      removeWithMarker(storage, entry.key);
      removed.push(entry.key);
    }
  }
  return removed;
}

/** Removes the oldest `fraction` (default 25 %, at least one) of the non-protected timestamped entries. */
export function removeOldestEntries(
  storage: StorageLike,
  options: { fraction?: number; protect?: ProtectPredicate } = {},
): string[] {
  const entries = timestampedEntries(storage, options.protect);
  if (entries.length === 0) return [];
  const count = Math.max(1, Math.ceil(entries.length * (options.fraction ?? STORAGE_CLEANUP_FRACTION)));
  const removed = entries.slice(0, count).map((entry) => entry.key);
  for (const key of removed) removeWithMarker(storage, key);
  return removed;
}

export type StorageUsageLevel = 'ok' | 'warning' | 'critical';

export interface StorageUsageReport {
  usedBytes: number;
  quotaBytes: number;
  ratio: number;
  /** 'warning' above 80 %, 'critical' above 95 % (measured before any cleanup). */
  level: StorageUsageLevel;
  /** Keys removed because usage was critical. */
  removedKeys: string[];
  /** Usage after the cleanup (equals usedBytes when nothing was removed). */
  usedBytesAfter: number;
}

export function usageLevel(ratio: number): StorageUsageLevel {
  if (ratio > STORAGE_CRITICAL_RATIO) return 'critical';
  if (ratio > STORAGE_WARN_RATIO) return 'warning';
  return 'ok';
}

/**
 * Checks usage against the quota: above 80 % the caller should warn; above 95 % the oldest
 * 25 % of timestamped entries are removed here.
 */
export function guardStorageUsage(
  storage: StorageLike,
  options: { quotaBytes?: number; protect?: ProtectPredicate } = {},
): StorageUsageReport {
  const quotaBytes = options.quotaBytes ?? DEFAULT_QUOTA_BYTES;
  const { usedBytes } = estimateUsage(storage);
  const ratio = quotaBytes > 0 ? usedBytes / quotaBytes : 1;
  const level = usageLevel(ratio);
  const removedKeys = level === 'critical' ? removeOldestEntries(storage, { protect: options.protect }) : [];
  const usedBytesAfter = removedKeys.length > 0 ? estimateUsage(storage).usedBytes : usedBytes;
  return { usedBytes, quotaBytes, ratio, level, removedKeys, usedBytesAfter };
}

/**
 * Writes `key`, making room when the storage is full: on a quota error it removes timestamped
 * entries older than 7 days, retries, then the oldest 25 %, and retries once more. Returns
 * whether the value was written; errors other than quota errors are rethrown.
 */
export function safeSetItem(
  storage: StorageLike,
  key: string,
  value: string,
  options: StorageGuardOptions,
): boolean {
  const attempt = (): boolean => {
    try {
      storage.setItem(key, value);
      return true;
    } catch (error) {
      if (!isQuotaExceededError(error)) throw error;
      return false;
    }
  };
  if (attempt()) return true;
  const protect = (candidate: string): boolean =>
    candidate === key || (options.protect?.(candidate) ?? false);
  removeEntriesOlderThan(storage, { now: options.now, protect });
  if (attempt()) return true;
  removeOldestEntries(storage, { protect });
  return attempt();
}

export interface QuotaProbeResult {
  quotaBytes: number;
  /** False when the probe could not write at all and DEFAULT_QUOTA_BYTES was assumed. */
  probed: boolean;
}

/**
 * Estimates the quota by writing test chunks (halving the chunk after each refusal) until
 * the storage refuses or QUOTA_PROBE_MAX_BYTES have been written, then removes them. The
 * quota is current usage plus what fitted. Synchronous and heavy: run it rarely, e.g. once
 * per page load when idle, and keep the result in memory.
 */
export function probeStorageQuota(
  storage: StorageLike,
  options: { maxBytes?: number } = {},
): QuotaProbeResult {
  const maxBytes = options.maxBytes ?? QUOTA_PROBE_MAX_BYTES;
  const written: string[] = [];
  let writtenBytes = 0;
  let chunkChars = 512 * 1024; // 1 MB in UTF-16
  let probed = false;
  let usedBytes = 0;
  try {
    for (const key of listKeys(storage)) if (key.startsWith(QUOTA_PROBE_KEY_PREFIX)) storage.removeItem(key);
    usedBytes = estimateUsage(storage).usedBytes;
    while (writtenBytes < maxBytes && chunkChars >= 512) {
      const key = `${QUOTA_PROBE_KEY_PREFIX}${written.length}`;
      const room = Math.floor((maxBytes - writtenBytes) / 2) - key.length;
      const chars = Math.min(chunkChars, room);
      if (chars <= 0) break;
      try {
        storage.setItem(key, 'x'.repeat(chars));
        written.push(key);
        writtenBytes += (key.length + chars) * 2;
        probed = true;
      } catch (error) {
        if (!isQuotaExceededError(error)) break;
        probed = true;
        chunkChars = Math.floor(chunkChars / 2);
      }
    }
  } catch {
    probed = false;
  } finally {
    for (const key of written) {
      try {
        storage.removeItem(key);
      } catch {
        // nothing more can be done
      }
    }
  }
  if (!probed) return { quotaBytes: DEFAULT_QUOTA_BYTES, probed: false };
  return { quotaBytes: usedBytes + writtenBytes, probed: true };
}

/** Expiry markers whose key is gone. */
export function orphanMarkers(storage: StorageLike): string[] {
  const keys = new Set(listKeys(storage));
  return [...keys].filter((key) => isExpiryMarkerKey(key) && !keys.has(markedKey(key)));
}
