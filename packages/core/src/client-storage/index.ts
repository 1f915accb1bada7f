export { listKeys, DAY_MS, HOUR_MS, MINUTE_MS, MB } from './types.ts';
export type { StorageLike } from './types.ts';
export {
  PRODUCT_KEY_PREFIX,
  AUTH_STORAGE_KEY,
  LEGACY_AUTH_STORAGE_KEY,
  SUPABASE_AUTH_KEY_PATTERN,
  REMEMBER_ME_KEY,
  COOKIE_CONSENT_KEY,
  ERROR_LOG_KEY,
  DRAFT_KEY_PREFIX,
  UNSAVED_KEY_PREFIX,
  PROTECTED_KEYS,
  PROTECTED_KEY_PREFIXES,
  EXPIRY_MARKER_SUFFIX,
  QUOTA_PROBE_KEY_PREFIX,
  SIGN_OUT_CLEAR_PREFIXES,
  expiryMarkerKey,
  isExpiryMarkerKey,
  markedKey,
  isAuthKey,
  isSessionKey,
  isProtectedKey,
  protectionWith,
  keysToClearOnSignOut,
  authStorageKeys,
} from './keys.ts';
export type { ProtectPredicate } from './keys.ts';
export {
  COMPRESSED_PREFIX,
  AUTH_COMPRESS_THRESHOLD,
  toCompressedBase64,
  fromCompressedBase64,
  utf8Encode,
  utf8Decode,
  base64Encode,
  base64Decode,
} from './codec.ts';
export { LZW_PREFIX, lzwCompress, lzwDecompress } from './lzw.ts';
export {
  EXPIRY_MARKER_TTL_MS,
  isEncodedValue,
  decodeStoredValue,
  readExpiryMarker,
  readStoredValue,
  entryDates,
} from './values.ts';
export type { EntryDates } from './values.ts';
export {
  STORAGE_WARN_RATIO,
  STORAGE_CRITICAL_RATIO,
  STORAGE_CLEANUP_FRACTION,
  DEFAULT_CLEANUP_AGE_MS,
  QUOTA_PROBE_MAX_BYTES,
  DEFAULT_QUOTA_BYTES,
  itemBytes,
  estimateUsage,
  isQuotaExceededError,
  removeWithMarker,
  timestampedEntries,
  removeEntriesOlderThan,
  removeOldestEntries,
  usageLevel,
  guardStorageUsage,
  safeSetItem,
  probeStorageQuota,
  orphanMarkers,
} from './guards.ts';
export type {
  DatedKey,
  StorageGuardOptions,
  StorageUsageLevel,
  StorageUsageReport,
  QuotaProbeResult,
} from './guards.ts';
export {
  CLEANUP_INTERVAL_MS,
  CLEANUP_MAX_AGE_MS,
  CLEANUP_SIZE_CAP_BYTES,
  CLEANUP_COMPRESS_MIN_CHARS,
  CLEANUP_COMPRESS_MIN_SAVING,
  CLEANUP_TRIM_RATIO,
  CLEANUP_TRIM_FRACTION,
  CLEANUP_REBUILD_RATIO,
  isCleanupDue,
  compressIfWorthwhile,
  runStorageCleanup,
} from './cleanup.ts';
export type { CleanupOptions, CleanupReport } from './cleanup.ts';
export { QUOTA_READING_KEY, QUOTA_READING_MAX_AGE_MS, readStorageQuota } from './quota-reading.ts';
export type { QuotaReading } from './quota-reading.ts';
export { createAuthStorage, encodeAuthValue } from './auth-storage.ts';
export type { AuthStorageAdapter, AuthStorageOptions } from './auth-storage.ts';
export { createMemoryStorage } from './memory-storage.ts';
export type { MemoryStorage } from './memory-storage.ts';
