// What an upload does to the trader's price data, worked out before anything is sent: merged into
// a saved series without duplicate bars, resampled when it would pass the 50,000-bar limit, and
// the gaps the bars leave in the market's hours.
import {
  barTimeOf,
  detectGaps,
  TIMEFRAME_MS,
  TIMEFRAMES,
  type Timeframe,
  mergeBars,
  ohlcvFromPriceBars,
  resampleBars,
  type BacktestTimeframe,
  type BarGap,
  type OhlcvBar,
  type PriceBar,
} from '@edgelog/core';
import type { MarketHours } from './market-hours';
import { numberText } from './price-text';
import { backtestTimeframeOf } from './timeframes';

export interface MergedSeries {
  bars: PriceBar[];
  /** Uploaded bars at times the series had: the upload's bar is kept. */
  replaced: number;
  added: number;
}

/**
 * An upload merged into a saved series with core's mergeBars (one bar per time, the upload
 * winning); the bars keep the decimal text they were written with.
 */
export function mergeUpload(existing: readonly PriceBar[], incoming: readonly PriceBar[]): MergedSeries {
  const byTime = new Map<number, PriceBar>();
  for (const bar of existing) byTime.set(Date.parse(bar.time), bar);
  for (const bar of incoming) byTime.set(Date.parse(bar.time), bar);
  const merged = mergeBars(ohlcvFromPriceBars(existing), ohlcvFromPriceBars(incoming));
  const bars = merged.bars.flatMap((bar) => {
    const kept = byTime.get(bar.time);
    return kept === undefined ? [] : [kept];
  });
  return { bars, replaced: merged.replaced, added: merged.added };
}

/**
 * The timeframe bars are written at: the longest one every step between them is a whole number of
 * (gaps and nights are longer steps of the same grid); null when the steps are under a minute.
 */
export function guessTimeframe(times: readonly number[]): Timeframe | null {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let grid = 0;
  for (let i = 1; i < times.length && i <= 1000; i++) grid = gcd(grid, Math.abs((times[i] ?? 0) - (times[i - 1] ?? 0)));
  if (grid === 0) return null;
  const fits = TIMEFRAMES.filter((timeframe) => grid % TIMEFRAME_MS[timeframe] === 0);
  return fits[fits.length - 1] ?? null;
}

/** Bars folded into a higher timeframe in the market's hours, back as stored text. */
export function resampleForSaving(
  bars: readonly PriceBar[],
  from: BacktestTimeframe,
  to: BacktestTimeframe,
  hours: MarketHours,
): PriceBar[] {
  const withVolume = bars.some((bar) => bar.volume !== undefined);
  return resampleBars(ohlcvFromPriceBars(bars), {
    from,
    to,
    timeZone: hours.timeZone,
    ...(hours.session ? { session: hours.session } : {}),
  }).map((bar) => {
    const stored: PriceBar = {
      time: barTimeOf(bar.time),
      open: numberText(bar.open),
      high: numberText(bar.high),
      low: numberText(bar.low),
      close: numberText(bar.close),
    };
    if (withVolume) stored.volume = numberText(bar.volume);
    return stored;
  });
}

/** Higher timeframes a series of `stored` bars can be resampled to before saving. */
export function coarserTimeframes(stored: string): BacktestTimeframe[] {
  const base = backtestTimeframeOf(stored);
  if (base === null) return [];
  const order: BacktestTimeframe[] = ['1m', '5m', '15m', '1h', '4h', '1D'];
  return order.slice(order.indexOf(base) + 1);
}

/** Holes in the bars where the market's hours expect bars; null for a timeframe gaps are not read for (30m, 1w). */
export function seriesGaps(bars: readonly OhlcvBar[], stored: string, hours: MarketHours): BarGap[] | null {
  const timeframe = backtestTimeframeOf(stored);
  if (timeframe === null) return null;
  return detectGaps(bars, timeframe, {
    timeZone: hours.timeZone,
    ...(hours.session ? { session: hours.session } : {}),
  });
}
