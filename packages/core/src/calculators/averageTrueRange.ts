// Average true range (Wilder).
//
// Rounding: true ranges are exact differences of the prices as typed (1.1050 - 1.1000 is 0.005);
// the first ATR is their exact mean; Wilder's smoothing then runs in floats and each ATR is tidied
// to 15 significant digits.
import { checkedResult, fail } from './errors.ts';
import { Exact, decimalDifference, tidy } from './exact.ts';
import type { CalculatorInfo } from './info.ts';
import { readFields, readNumber, readNumberList } from './validate.ts';

export interface AverageTrueRangeInput {
  /** One entry per bar, oldest first; the three lists have the same length. */
  highs: readonly number[];
  lows: readonly number[];
  closes: readonly number[];
  /** Default 14. */
  period?: number | null;
}

export interface AverageTrueRangeResult {
  /** Per bar; null for the first bar, which has no previous close. */
  trueRange: (number | null)[];
  /** Per bar; null until `period` true ranges exist (the first ATR is at index `period`). */
  atr: (number | null)[];
  /** The latest ATR; null when there are not enough bars. */
  atrLast: number | null;
}

export const averageTrueRangeInfo: CalculatorInfo = {
  formula:
    'TR = max(high, previous close) - min(low, previous close); first ATR = mean of the first n true ranges; then ATR = (previous ATR x (n - 1) + TR) / n',
  convention:
    "Wilder's smoothing (an exponential average with weight 1/n), 14 periods by default; the first bar has no true range because it has no previous close.",
  alternatives: [
    "Some take the first bar's high - low as its true range, which moves the first ATR one bar earlier.",
    'Some average true ranges with a simple or standard exponential (2 / (n + 1)) moving average instead of Wilder smoothing.',
  ],
};

export function averageTrueRange(input: AverageTrueRangeInput): AverageTrueRangeResult {
  const fields = readFields(input);
  const highs = readNumberList(fields, 'highs');
  const lows = readNumberList(fields, 'lows');
  const closes = readNumberList(fields, 'closes');
  if (lows.length !== highs.length || closes.length !== highs.length) {
    fail('VALIDATION-009', 'highs, lows and closes must have one entry per bar', 'closes');
  }
  const period = readNumber(fields, 'period', { min: 0, integer: true }) ?? 14;

  highs.forEach((high, index) => {
    const low = lows[index] ?? high;
    const close = closes[index] ?? high;
    if (low <= 0) fail('TRADE-002', `lows[${index}] must be greater than 0`, `lows[${index}]`);
    if (high < low) fail('TRADE-002', `highs[${index}] is below lows[${index}]`, `highs[${index}]`);
    if (close < low || close > high) {
      fail('TRADE-002', `closes[${index}] must lie between that bar's low and high`, `closes[${index}]`);
    }
  });

  // Comparing doubles orders their decimals correctly; only the difference needs decimal care.
  const trueRange = highs.map((high, index) => {
    const previousClose = closes[index - 1];
    if (previousClose === undefined) return null;
    const low = lows[index] ?? high;
    return decimalDifference(Math.max(high, previousClose), Math.min(low, previousClose));
  });

  const atr: (number | null)[] = highs.map(() => null);
  if (highs.length > period) {
    let sum = Exact.ZERO;
    for (let index = 1; index <= period; index++) sum = sum.plus(trueRange[index] ?? 0);
    let current = sum.div(period).toNumber();
    atr[period] = current;
    for (let index = period + 1; index < highs.length; index++) {
      current = (current * (period - 1) + (trueRange[index] ?? 0)) / period;
      atr[index] = tidy(current);
    }
  }

  return checkedResult({
    trueRange,
    atr,
    atrLast: atr[atr.length - 1] ?? null,
  });
}
