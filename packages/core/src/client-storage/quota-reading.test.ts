import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTA_BYTES, QUOTA_PROBE_MAX_BYTES } from './guards.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { QUOTA_READING_KEY, QUOTA_READING_MAX_AGE_MS, readStorageQuota } from './quota-reading.ts';
import { MB } from './types.ts';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);

describe('readStorageQuota', () => {
  it('measures a 10 MB storage as about 10 MB, not the 5 MB default', () => {
    const storage = createMemoryStorage({ quotaBytes: 10 * MB });
    const reading = readStorageQuota(storage, NOW);
    expect(reading.probed).toBe(true);
    expect(reading.quotaBytes).toBeGreaterThan(9.9 * MB);
    expect(reading.quotaBytes).toBeLessThanOrEqual(QUOTA_PROBE_MAX_BYTES);
  });

  it('measures a smaller storage within a kilobyte, counting what is already stored', () => {
    const storage = createMemoryStorage({ quotaBytes: 3 * MB, initial: { notes: 'x'.repeat(100_000) } });
    const reading = readStorageQuota(storage, NOW);
    expect(reading.quotaBytes).toBeGreaterThan(3 * MB - 1024);
    expect(reading.quotaBytes).toBeLessThanOrEqual(3 * MB);
    expect(storage.getItem('notes')).toHaveLength(100_000);
  });

  it('keeps the reading for a week, then probes again', () => {
    const storage = createMemoryStorage({ quotaBytes: 10 * MB });
    let probes = 0;
    const probe = () => {
      probes += 1;
      return { quotaBytes: 7 * MB, probed: true };
    };
    expect(readStorageQuota(storage, NOW, probe).quotaBytes).toBe(7 * MB);
    expect(readStorageQuota(storage, NOW + QUOTA_READING_MAX_AGE_MS - 1, probe).measuredAt).toBe(NOW);
    expect(probes).toBe(1);
    expect(readStorageQuota(storage, NOW + QUOTA_READING_MAX_AGE_MS, probe).measuredAt).toBe(
      NOW + QUOTA_READING_MAX_AGE_MS,
    );
    expect(probes).toBe(2);
  });

  it('probes again when the kept reading is malformed or from the future', () => {
    for (const kept of [
      '{',
      '{"quotaBytes":-1,"probed":true,"measuredAt":0}',
      JSON.stringify({ quotaBytes: MB, probed: true, measuredAt: NOW + 1 }),
    ]) {
      const storage = createMemoryStorage({ initial: { [QUOTA_READING_KEY]: kept } });
      const reading = readStorageQuota(storage, NOW, () => ({ quotaBytes: 6 * MB, probed: true }));
      expect(reading).toEqual({ quotaBytes: 6 * MB, probed: true, measuredAt: NOW });
    }
  });

  it('assumes the 5 MB default when the storage takes nothing at all (private modes)', () => {
    const storage = createMemoryStorage({ quotaBytes: 0 });
    const reading = readStorageQuota(storage, NOW);
    expect(reading).toEqual({ quotaBytes: DEFAULT_QUOTA_BYTES, probed: false, measuredAt: NOW });
  });
});
