import { describe, expect, it } from 'vitest';
import { ohlcvFromPriceBars, type PriceBar } from '@edgelog/core';
import { marketHoursById } from './market-hours';
import { guessTimeframe, mergeUpload, resampleForSaving, seriesGaps } from './series-plan';

const bar = (time: string, close: string, volume?: string): PriceBar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  ...(volume === undefined ? {} : { volume }),
});

describe('mergeUpload', () => {
  it('keeps one bar per time, the upload winning, with its text as written', () => {
    const saved = [bar('2025-03-03T14:30:00Z', '10.50'), bar('2025-03-03T14:31:00Z', '10.60')];
    const upload = [bar('2025-03-03T14:31:00Z', '10.70', '5'), bar('2025-03-03T14:32:00Z', '10.80')];
    expect(mergeUpload(saved, upload)).toEqual({
      bars: [saved[0], upload[0], upload[1]],
      replaced: 1,
      added: 1,
    });
  });
});

describe('guessTimeframe', () => {
  it('reads the grid the bars are on, gaps included', () => {
    const minute = 60_000;
    expect(guessTimeframe([0, 5 * minute, 10 * minute, 60 * minute, 65 * minute])).toBe('5m');
    expect(guessTimeframe([0, minute, 4 * minute])).toBe('1m');
    expect(guessTimeframe([0, 2 * minute, 4 * minute])).toBe('1m');
    expect(guessTimeframe([0, 86_400_000, 3 * 86_400_000])).toBe('1d');
    expect(guessTimeframe([0, 30_000])).toBeNull();
  });
});

describe('resampleForSaving', () => {
  it('folds 1-minute bars into 5-minute bars in the market hours, volume summed', () => {
    const bars = [30, 31, 32, 33, 34, 35].map((minute, i) =>
      bar(`2025-03-03T14:${minute}:00Z`, String(10 + i), '2'),
    );
    const hours = marketHoursById('stock');
    if (!hours) throw new Error('no stock hours');
    expect(resampleForSaving(bars, '1m', '5m', hours)).toEqual([
      { time: '2025-03-03T14:30:00Z', open: '10', high: '14', low: '10', close: '14', volume: '10' },
      { time: '2025-03-03T14:35:00Z', open: '15', high: '15', low: '15', close: '15', volume: '2' },
    ]);
  });
});

describe('seriesGaps', () => {
  it('finds a missing bar inside the session and not the night', () => {
    const hours = marketHoursById('stock');
    if (!hours) throw new Error('no stock hours');
    const bars = ohlcvFromPriceBars([
      bar('2025-03-03T20:58:00Z', '1'),
      bar('2025-03-03T20:59:00Z', '1'),
      bar('2025-03-04T14:30:00Z', '1'),
      bar('2025-03-04T14:33:00Z', '1'),
    ]);
    expect(seriesGaps(bars, '1m', hours)).toEqual([
      { after: Date.parse('2025-03-04T14:30:00Z'), before: Date.parse('2025-03-04T14:33:00Z'), missing: 2 },
    ]);
    expect(seriesGaps(bars, '30m', hours)).toBeNull();
  });
});
