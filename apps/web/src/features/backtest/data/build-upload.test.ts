import { MAX_BARS, type ReadBar } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { buildUpload, latestBars } from './build-upload';

const readBar = (i: number): ReadBar => ({
  line: i + 2,
  time: Date.UTC(2025, 0, 1) + i * 60_000,
  open: '10',
  high: '11',
  low: '9',
  close: '10.5',
});

describe('buildUpload', () => {
  it('checks a file longer than a series may be, so it can be resampled or trimmed', () => {
    const bars = Array.from({ length: MAX_BARS + 10 }, (_, i) => readBar(i));
    const built = buildUpload({ symbol: 'es', timeframe: '1m', name: '', bars: [...bars].reverse() });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.symbol).toBe('ES');
    expect(built.bars).toHaveLength(MAX_BARS + 10);
    expect(built.bars[0]?.time).toBe('2025-01-01T00:00:00Z');
    expect(latestBars(built.bars)[0]?.time).toBe(built.bars[10]?.time);
  });

  it('names a bad bar and a time written twice across slices', () => {
    const bad = buildUpload({ symbol: 'ES', timeframe: '1m', name: '', bars: [{ ...readBar(0), high: '8' }] });
    expect(bad).toEqual({
      ok: false,
      issues: [{ field: 'bars', message: 'Line 2: the high 8 is below the open, low or close.' }],
    });
    const twice = Array.from({ length: MAX_BARS + 1 }, (_, i) => readBar(i));
    twice.push(readBar(0));
    const built = buildUpload({ symbol: 'ES', timeframe: '1m', name: '', bars: twice });
    expect(built).toEqual({
      ok: false,
      issues: [{ field: 'bars', message: 'Two bars have the same time, 2025-01-01T00:00:00Z.' }],
    });
  });
});
