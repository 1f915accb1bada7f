/**
 * Reading stored values: transparent decoding, expiry markers, and dating entries.
 *
 * "Timestamped entries" — the entries the guards and the cleanup can order by age — are the
 * values that can be dated:
 *   - a JSON object with a `timestamp` or `savedAt` field (when it was written; epoch ms,
 *     epoch seconds or an ISO string), e.g. the remember-me record { email, timestamp };
 *   - a JSON object with an `expiresAt` field, or a key with a stored expiry marker
 *     (`key + EXPIRY_MARKER_SUFFIX`): these are dated as written one standard lifetime
 *     (365 days) before they expire, so short-lived caches count as old.
 * Anything else (plain strings, arrays, objects without those fields) is undated.
 */
import { COMPRESSED_PREFIX, fromCompressedBase64 } from './codec.ts';
import { expiryMarkerKey } from './keys.ts';
import { LZW_PREFIX, lzwDecompress } from './lzw.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS } from './types.ts';

/** Lifetime of expiry markers (SPEC section 9: auth and session keys, 365 days). */
export const EXPIRY_MARKER_TTL_MS = 365 * DAY_MS;

/** True when the raw value is in one of the encoded forms this module writes. */
export function isEncodedValue(raw: string): boolean {
  return raw.startsWith(COMPRESSED_PREFIX) || raw.startsWith(LZW_PREFIX);
}

/** The original value of a raw stored value: 'compressed:' (base64) and 'lzw:' decoded, others as-is; null if corrupt. */
export function decodeStoredValue(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.startsWith(COMPRESSED_PREFIX)) return fromCompressedBase64(raw);
  if (raw.startsWith(LZW_PREFIX)) return lzwDecompress(raw);
  return raw;
}

/** The expiry (epoch ms) stored beside `key`, if any. */
export function readExpiryMarker(storage: StorageLike, key: string): number | undefined {
  const raw = storage.getItem(expiryMarkerKey(key));
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Reads `key` the way the app should read anything it stored: an expired value (by its
 * marker) reads as null and is removed with its marker; encoded values are decoded.
 */
export function readStoredValue(storage: StorageLike, key: string, now: number): string | null {
  const expiresAt = readExpiryMarker(storage, key);
  if (expiresAt !== undefined && now >= expiresAt) {
    storage.removeItem(key);
    storage.removeItem(expiryMarkerKey(key));
    return null;
  }
  return decodeStoredValue(storage.getItem(key));
}

/** Epoch ms from a number (ms, or seconds when below 1e11) or a date string. */
function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return value < 1e11 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber)) return toEpochMs(asNumber);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

export interface EntryDates {
  /** When the entry was (or is taken to have been) written; orders entries oldest first. */
  writtenAt: number;
  /** When it stops being valid, if known. */
  expiresAt: number | undefined;
}

/** The dates of a stored value, from its decoded JSON fields and its expiry marker; undefined when undated. */
export function entryDates(storage: StorageLike, key: string, raw: string): EntryDates | undefined {
  const marker = readExpiryMarker(storage, key);
  let saved: number | undefined;
  let expires: number | undefined;
  const text = decodeStoredValue(raw);
  if (text !== null && text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const fields = parsed as Record<string, unknown>;
        saved = toEpochMs(fields.timestamp) ?? toEpochMs(fields.savedAt);
        expires = toEpochMs(fields.expiresAt);
      }
    } catch {
      // not JSON: undated unless it has a marker
    }
  }
  const expiresAt = marker ?? expires;
  if (saved !== undefined) return { writtenAt: saved, expiresAt };
  if (expiresAt !== undefined) return { writtenAt: expiresAt - EXPIRY_MARKER_TTL_MS, expiresAt };
  return undefined;
}
