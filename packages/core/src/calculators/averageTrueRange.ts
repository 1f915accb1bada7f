// Average true range (Wilder).
//
// Rounding: true ranges are exact differences of the prices as typed (1.1050 - 1.1000 is 0.005);
// the first ATR is their exact mean; Wilder's smoothing then runs in floats and each ATR is tidied
// to 15 significant digits.
import { checkedResult, fail } from './errors.ts';
import { Exact, tidy } from './exact.ts';
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

  const bars = highs.map((h, index) => {
    const high = Exact.of(h);
    const low = Exact.of(lows[index] ?? h);
    const close = Exact.of(closes[index] ?? h);
    if (low.sign() <= 0) fail('TRADE-002', `lows[${index}] must be greater than 0`, `lows[${index}]`);
    if (high.cmp(low) < 0) fail('TRADE-002', `highs[${index}] is below lows[${index}]`, `highs[${index}]`);
    if (close.cmp(low) < 0 || close.cmp(high) > 0) {
      fail('TRADE-002', `closes[${index}] must lie between that bar's low and high`, `closes[${index}]`);
    }
    return { high, low, close };
  });

  const trueRange: (Exact | null)[] = bars.map((bar, index) => {
    const previous = bars[index - 1];
    if (!previous) return null;
    const top = bar.high.cmp(previous.close) >= 0 ? bar.high : previous.close;
    const bottom = bar.low.cmp(previous.close) <= 0 ? bar.low : previous.close;
    return top.minus(bottom);
  });

  const atr: (number | null)[] = bars.map(() => null);
  if (bars.length > period) {
    let sum = Exact.ZERO;
    for (let index = 1; index <= period; index++) sum = sum.plus(trueRange[index] ?? 0);
    let current = sum.div(period).toNumber();
    atr[period] = current;
    for (let index = period + 1; index < bars.length; index++) {
      current = (current * (period - 1) + (trueRange[index]?.toNumber() ?? 0)) / period;
      atr[index] = tidy(current);
    }
  }

  return checkedResult({
    trueRange: trueRange.map((value) => (value ? value.toNumber() : null)),
    atr,
    atrLast: atr[atr.length - 1] ?? null,
  });
}
