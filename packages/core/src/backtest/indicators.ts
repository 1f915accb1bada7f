// Indicators over a whole series, each value at i read from bars 0..i only (no look-ahead); NaN
// until enough bars have passed.
import type { OhlcvBar } from './bars.ts';

/** Simple moving average of the closes over `period` bars. */
export function sma(bars: readonly OhlcvBar[], period: number): Float64Array {
  const out = new Float64Array(bars.length).fill(NaN);
  let sum = 0;
  for (let i = 0; i < bars.length; i++) {
    sum += bars[i]?.close ?? 0;
    if (i >= period) sum -= bars[i - period]?.close ?? 0;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/** Wilder's RSI of the closes. */
export function rsi(bars: readonly OhlcvBar[], period: number): Float64Array {
  const out = new Float64Array(bars.length).fill(NaN);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < bars.length; i++) {
    const change = (bars[i]?.close ?? 0) - (bars[i - 1]?.close ?? 0);
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    if (i >= period) out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

/** Wilder's average true range. */
export function atr(bars: readonly OhlcvBar[], period: number): Float64Array {
  const out = new Float64Array(bars.length).fill(NaN);
  let average = 0;
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i];
    if (bar === undefined) continue;
    const previous = bars[i - 1]?.close;
    const range =
      previous === undefined
        ? bar.high - bar.low
        : Math.max(bar.high - bar.low, Math.abs(bar.high - previous), Math.abs(bar.low - previous));
    average = i < period ? average + range / period : (average * (period - 1) + range) / period;
    if (i >= period - 1) out[i] = average;
  }
  return out;
}
