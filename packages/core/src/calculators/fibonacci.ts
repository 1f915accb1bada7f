// Fibonacci retracement and extension levels of a swing.
//
// Rounding: exact arithmetic on the prices as typed (a 10 -> 15 swing's 23.6% retracement is
// exactly 13.82); each price is the nearest double to its exact value.
import { checkedResult, fail } from './errors.ts';
import { Exact } from './exact.ts';
import type { CalculatorInfo } from './info.ts';
import { readChoice, readFields, readPrice } from './validate.ts';

export const RETRACEMENT_LEVELS = [0, 23.6, 38.2, 50, 61.8, 78.6, 100] as const;
export const EXTENSION_LEVELS = [61.8, 100, 127.2, 138.2, 161.8, 200, 261.8] as const;

export interface FibonacciInput {
  /** 'up': the swing ran from the low to the high; 'down': from the high to the low. */
  trend: 'up' | 'down';
  swingHigh: number;
  swingLow: number;
  /** The end of the pullback after the swing (the C of an A-B-C), for projections from it. */
  pointC?: number | null;
}

export interface FibonacciLevel {
  /** Percent of the swing's range. */
  level: number;
  /** null where the projection falls to zero or below, where no price exists. */
  price: number | null;
}

export interface FibonacciResult {
  range: number;
  retracements: FibonacciLevel[];
  extensions: FibonacciLevel[];
  /** Empty without pointC. */
  projectionsFromC: FibonacciLevel[];
}

export const fibonacciInfo: CalculatorInfo = {
  formula:
    'range = high - low; uptrend retracement = high - range x level; extension = high + range x level; projection from C = C + range x level (mirrored for a downtrend)',
  convention:
    'Retracements run from the swing end (0%) back to the swing start (100%). Extensions are projected beyond the swing end, so 100% lies one full range past it; projections from C measure the same range from the pullback point C.',
  alternatives: [
    'Many charting tools measure extensions from the swing start, so their 161.8% equals 61.8% here and their 100% is the swing end.',
    'Some add 0.382, 0.5 or 4.236 extension levels, or 88.6% retracements.',
  ],
};

export function fibonacci(input: FibonacciInput): FibonacciResult {
  const fields = readFields(input);
  const trend = readChoice(fields, 'trend', ['up', 'down'], true);
  const high = Exact.of(readPrice(fields, 'swingHigh', true));
  const low = Exact.of(readPrice(fields, 'swingLow', true));
  if (high.cmp(low) <= 0) fail('TRADE-002', 'swingHigh must be above swingLow', 'swingHigh');
  const range = high.minus(low);
  // Prices move away from the swing end by +range (beyond it) or -range (back into the swing).
  const [end, beyond] = trend === 'up' ? [high, range] : [low, range.neg()];

  const pointC = Exact.optional(readPrice(fields, 'pointC'));
  if (pointC && pointC.minus(end).times(beyond).sign() >= 0) {
    fail('TRADE-002', `pointC must be ${trend === 'up' ? 'below swingHigh' : 'above swingLow'}`, 'pointC');
  }

  const levels = (from: Exact, step: Exact, list: readonly number[]): FibonacciLevel[] =>
    list.map((level) => {
      const price = from.plus(step.times(level).div(100));
      return { level, price: price.sign() > 0 ? price.toNumber() : null };
    });

  return checkedResult({
    range: range.toNumber(),
    retracements: levels(end, beyond.neg(), RETRACEMENT_LEVELS),
    extensions: levels(end, beyond, EXTENSION_LEVELS),
    projectionsFromC: pointC ? levels(pointC, beyond, EXTENSION_LEVELS) : [],
  });
}
