import type { PriceBar, SampleMarket, SampleSeries, SampleSeriesRequest } from '@edgelog/core';
import { barTimeOf } from '@edgelog/core';
import { numberText } from './price-text';

// Fixed seeds and a fixed start: every trader who clicks gets the same bars, so a replay can be
// described ("the stock sample, 10 bars in") and repeated.
const START = Date.UTC(2025, 0, 6);

export const SAMPLE_REQUESTS: Readonly<Record<SampleMarket, SampleSeriesRequest>> = {
  stock: { kind: 'stock', seed: 18_001, start: START, bars: 7_800, timeframe: '1m' },
  future: { kind: 'future', seed: 18_002, start: START, bars: 5_000, timeframe: '5m' },
  forex: { kind: 'forex', seed: 18_003, start: START, bars: 5_000, timeframe: '15m' },
  crypto: { kind: 'crypto', seed: 18_004, start: START, bars: 5_000, timeframe: '1h' },
};

export const SAMPLE_LABELS: Readonly<Record<SampleMarket, string>> = {
  stock: 'Stock (SAMPLE, 1-minute)',
  future: 'Index future (SMPL, 5-minute)',
  forex: 'Forex pair (EUR/USD, 15-minute)',
  crypto: 'Coin (BTC/USD, 1-hour)',
};

export const SAMPLE_MARKETS: readonly SampleMarket[] = ['stock', 'future', 'forex', 'crypto'];

/** Decimal places of a tick (0.25 -> 2, 0.00001 -> 5). */
function decimalsOf(tick: number): number {
  let places = 0;
  while (places < 12 && Math.abs(Math.round(tick * 10 ** places) - tick * 10 ** places) > 1e-9) places++;
  return places;
}

/** A sample's bars as stored price data: prices written to the market's tick. */
export function sampleSeriesBars(sample: SampleSeries): PriceBar[] {
  const places = decimalsOf(sample.tickSize);
  const text = (price: number): string => price.toFixed(places);
  return sample.bars.map((bar) => ({
    time: barTimeOf(bar.time),
    open: text(bar.open),
    high: text(bar.high),
    low: text(bar.low),
    close: text(bar.close),
    volume: numberText(bar.volume),
  }));
}
