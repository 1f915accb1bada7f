/**
 * The periodic local storage cleanup (SPEC section 9, "Local storage cleanup (every 6 h)").
 * In order:
 *   1. remove orphaned expiry markers, and non-protected entries that have expired;
 *   2. remove non-protected timestamped entries written more than 365 days ago;
 *   3. compress non-protected values over 1000 characters with LZW when that saves at least 20 %;
 *   4. above 80 % of the 5 MB size cap, remove the oldest 25 % of non-protected items
 *      (dated items oldest first, then undated items largest first);
 *   5. still above 90 %: rebuild — keep only the protected keys.
 * Protected keys (keys.ts: the live session and its code verifiers, remember-me, consent,
 * drafts and unsaved work) are never removed, rewritten or compressed.
 *
 * Values compressed in step 3 carry LZW_PREFIX: read anything the app stored through
 * readStoredValue / decodeStoredValue, never with a bare getItem + JSON.parse.
 */
import type { ProtectPredicate } from './keys.ts';
import { isExpiryMarkerKey, protectionWith } from './keys.ts';
import { lzwCompress } from './lzw.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS, HOUR_MS, listKeys, MB } from './types.ts';
import {
  estimateUsage,
  itemBytes,
  orphanMarkers,
  removeEntriesOlderThan,
  removeWithMarker,
} from './guards.ts';
import { entryDates, isEncodedValue } from './values.ts';

export const CLEANUP_INTERVAL_MS = 6 * HOUR_MS;
export const CLEANUP_MAX_AGE_MS = 365 * DAY_MS;
export const CLEANUP_SIZE_CAP_BYTES = 5 * MB;
export const CLEANUP_COMPRESS_MIN_CHARS = 1000;
export const CLEANUP_COMPRESS_MIN_SAVING = 0.2;
export const CLEANUP_TRIM_RATIO = 0.8;
export const CLEANUP_TRIM_FRACTION = 0.25;
export const CLEANUP_REBUILD_RATIO = 0.9;

export interface CleanupOptions {
  now: number;
  sizeCapBytes?: number;
  maxAgeMs?: number;
  /** Extra keys to protect, on top of the built-in protected keys. */
  protect?: ProtectPredicate;
}

export interface CleanupReport {
  usedBytesBefore: number;
  usedBytesAfter: number;
  removedKeys: string[];
  compressedKeys: string[];
  /** True when step 5 ran and only protected keys were kept. */
  rebuilt: boolean;
}

/** Whether the 6-hourly cleanup is due (never run, or the last run is 6 h old). */
export function isCleanupDue(lastRunAt: number | null | undefined, now: number): boolean {
  return lastRunAt === null || lastRunAt === undefined || now - lastRunAt >= CLEANUP_INTERVAL_MS;
}

/** The LZW form of `value` when it is long enough and saves at least 20 %; otherwise null. */
export function compressIfWorthwhile(value: string): string | null {
  if (value.length <= CLEANUP_COMPRESS_MIN_CHARS || isEncodedValue(value)) return null;
  const compressed = lzwCompress(value);
  if (compressed === null) return null;
  return compressed.length <= value.length * (1 - CLEANUP_COMPRESS_MIN_SAVING) ? compressed : null;
}

/** Non-protected items in removal order: dated ones oldest first, then undated ones largest first. */
function removalOrder(storage: StorageLike, isProtected: ProtectPredicate): string[] {
  const dated: { key: string; at: number }[] = [];
  const undated: { key: string; bytes: number }[] = [];
  for (const key of listKeys(storage)) {
    if (isExpiryMarkerKey(key) || isProtected(key)) continue;
    const raw = storage.getItem(key) ?? '';
    const dates = entryDates(storage, key, raw);
    if (dates) dated.push({ key, at: dates.writtenAt });
    else undated.push({ key, bytes: itemBytes(key, raw) });
  }
  dated.sort((a, b) => a.at - b.at);
  undated.sort((a, b) => b.bytes - a.bytes);
  return [...dated.map((item) => item.key), ...undated.map((item) => item.key)];
}

export function runStorageCleanup(storage: StorageLike, options: CleanupOptions): CleanupReport {
  const isProtected = protectionWith(options.protect);
  const sizeCap = options.sizeCapBytes ?? CLEANUP_SIZE_CAP_BYTES;
  const usedBytesBefore = estimateUsage(storage).usedBytes;
  const removedKeys: string[] = [];
  const compressedKeys: string[] = [];

  // 1 + 2: orphaned markers, expired entries, entries past the maximum age.
  for (const marker of orphanMarkers(storage)) storage.removeItem(marker);
  removedKeys.push(
    ...removeEntriesOlderThan(storage, {
      now: options.now,
      maxAgeMs: options.maxAgeMs ?? CLEANUP_MAX_AGE_MS,
      protect: options.protect,
    }),
  );

  // 3: compress long values.
  for (const key of listKeys(storage)) {
    if (isExpiryMarkerKey(key) || isProtected(key)) continue;
    const value = storage.getItem(key);
    const compressed = value === null ? null : compressIfWorthwhile(value);
    if (compressed === null) continue;
    try {
      storage.setItem(key, compressed);
      compressedKeys.push(key);
    } catch {
      // keep the original value
    }
  }

  // 4: trim the oldest quarter above 80 % of the size cap.
  const ratio = (): number => (sizeCap > 0 ? estimateUsage(storage).usedBytes / sizeCap : 1);
  if (ratio() > CLEANUP_TRIM_RATIO) {
    const order = removalOrder(storage, isProtected);
    for (const key of order.slice(0, Math.ceil(order.length * CLEANUP_TRIM_FRACTION))) {
      removeWithMarker(storage, key);
      removedKeys.push(key);
    }
  }

  // 5: rebuild with only the protected keys above 90 %.
  let rebuilt = false;
  if (ratio() > CLEANUP_REBUILD_RATIO) {
    rebuilt = true;
    for (const key of listKeys(storage)) {
      if (isProtected(key)) continue;
      storage.removeItem(key);
      if (!isExpiryMarkerKey(key)) removedKeys.push(key);
    }
  }

  return {
    usedBytesBefore,
    usedBytesAfter: estimateUsage(storage).usedBytes,
    removedKeys,
    compressedKeys,
    rebuilt,
  };
}
