import { buildPriceSeries, sampleSeries } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_MARKETS, SAMPLE_REQUESTS, sampleSeriesBars } from './sample-data';
import { storedTimeframeOf } from './timeframes';

describe('sample series as price data', () => {
  it.each(SAMPLE_MARKETS)('the %s sample passes the series rules, prices at the tick, volume kept', (market) => {
    const request = SAMPLE_REQUESTS[market];
    const sample = sampleSeries(request);
    const bars = sampleSeriesBars(sample);
    const built = buildPriceSeries({
      symbol: sample.symbol,
      timeframe: storedTimeframeOf(request.timeframe),
      name: `Sample ${market}`,
      bars: bars.map((bar, i) => ({ ...bar, line: i + 1, time: Date.parse(bar.time) })),
    });
    expect(built.ok).toBe(true);
    expect(bars).toHaveLength(request.bars);
    expect(bars.every((bar) => bar.volume !== undefined && /^\d+$/.test(bar.volume))).toBe(true);
    // Written to the tick: the text reads back as the generated number.
    expect(bars.map((bar) => Number(bar.close))).toEqual(sample.bars.map((bar) => bar.close));
  });
});
