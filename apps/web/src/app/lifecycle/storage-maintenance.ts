import {
  CLEANUP_INTERVAL_MS,
  guardStorageUsage,
  isCleanupDue,
  QUOTA_READING_KEY,
  readStorageQuota,
  runStorageCleanup,
  type QuotaReading,
  type StorageLike,
} from '@edgelog/core';

/** When the last cleanup ran (epoch ms), so a reload does not clean again within 6 hours. */
export const LAST_CLEANUP_KEY = 'edgelog_storage_cleanup_at';

/** The bookkeeping keys are ours to keep; the session, consent and unsaved work are protected by core. */
const protect = (key: string) => key === LAST_CLEANUP_KEY || key === QUOTA_READING_KEY;

let quota: QuotaReading | null = null;

/** The measured local storage quota of this browser, once the first maintenance pass has run. */
export function storageQuota(): QuotaReading | null {
  return quota;
}

function localStore(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function lastRun(storage: StorageLike): number | null {
  const value = Number(storage.getItem(LAST_CLEANUP_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** One pass: the usage guard always, the full cleanup when 6 hours have passed since the last one. */
export function maintainStorage(now: number = Date.now()): void {
  const storage = localStore();
  if (!storage) return;
  try {
    quota = readStorageQuota(storage, now);
    const usage = guardStorageUsage(storage, { protect, quotaBytes: quota.quotaBytes });
    if (usage.level !== 'ok') {
      console.warn(
        `[storage] local storage is ${Math.round(usage.ratio * 100)} % full` +
          (usage.removedKeys.length > 0 ? `; removed ${usage.removedKeys.length} old entries` : ''),
      );
    }
    if (!isCleanupDue(lastRun(storage), now)) return;
    const report = runStorageCleanup(storage, { now, protect });
    storage.setItem(LAST_CLEANUP_KEY, String(now));
    if (report.removedKeys.length > 0 || report.rebuilt) {
      console.info(
        `[storage] cleanup removed ${report.removedKeys.length} entries${report.rebuilt ? ' and rebuilt storage' : ''}`,
      );
    }
  } catch (error) {
    // A broken entry must not stop the app; the next pass tries again.
    console.warn('[storage] cleanup failed:', error);
  }
}

/** SPEC 9: at start-up (once the page is idle) and every 6 hours while the app stays open. */
export function startStorageMaintenance(): () => void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => maintainStorage());
  const timer = window.setInterval(() => maintainStorage(), CLEANUP_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
