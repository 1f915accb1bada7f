/**
 * The local storage quota the guards measure against (SPEC section 9: "quota probe up to 10 MB,
 * default 5 MB"). Browsers differ (5 MB in most, 10 MB in some), so the quota is probed rather
 * than assumed; probing writes up to 10 MB synchronously, so a reading is kept and trusted for a
 * week instead of probing on every page load.
 */
import { DEFAULT_QUOTA_BYTES, probeStorageQuota, type QuotaProbeResult } from './guards.ts';
import type { StorageLike } from './types.ts';
import { DAY_MS } from './types.ts';

/** Where the last reading is kept; the maintenance protects it from its own cleanup. */
export const QUOTA_READING_KEY = 'edgelog_storage_quota';
export const QUOTA_READING_MAX_AGE_MS = 7 * DAY_MS;

export interface QuotaReading {
  quotaBytes: number;
  /** False when the probe could not write and DEFAULT_QUOTA_BYTES is assumed. */
  probed: boolean;
  /** Epoch ms of the probe. */
  measuredAt: number;
}

function parseReading(text: string | null): QuotaReading | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { quotaBytes, probed, measuredAt } = value as Record<string, unknown>;
    if (typeof quotaBytes !== 'number' || !Number.isFinite(quotaBytes) || quotaBytes <= 0) return null;
    if (typeof probed !== 'boolean' || typeof measuredAt !== 'number' || !Number.isFinite(measuredAt))
      return null;
    return { quotaBytes, probed, measuredAt };
  } catch {
    return null;
  }
}

/**
 * The kept reading while it is younger than a week (and not from the future: a clock set back
 * would otherwise keep it forever); else a new probe, kept for next time. A reading that could
 * not be kept (storage full) is still returned.
 */
export function readStorageQuota(
  storage: StorageLike,
  now: number,
  probe: (storage: StorageLike) => QuotaProbeResult = probeStorageQuota,
): QuotaReading {
  let kept: QuotaReading | null;
  try {
    kept = parseReading(storage.getItem(QUOTA_READING_KEY));
  } catch {
    kept = null;
  }
  if (kept && kept.measuredAt <= now && now - kept.measuredAt < QUOTA_READING_MAX_AGE_MS) return kept;
  let result: QuotaProbeResult;
  try {
    result = probe(storage);
  } catch {
    result = { quotaBytes: DEFAULT_QUOTA_BYTES, probed: false };
  }
  // Storage that takes nothing at all (some private modes) has no quota worth measuring against.
  if (result.quotaBytes <= 0) result = { quotaBytes: DEFAULT_QUOTA_BYTES, probed: false };
  const reading: QuotaReading = { ...result, measuredAt: now };
  try {
    storage.setItem(QUOTA_READING_KEY, JSON.stringify(reading));
  } catch {
    // a full storage cannot keep the reading; the next load probes again
  }
  return reading;
}
