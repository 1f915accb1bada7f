// The fixed buckets of the holding-time, position-size and R breakdowns. Fixed (not quantiles) so
// two periods side by side put the same trade in the same bucket.

export interface Bucket {
  key: string;
  /** Lower bound, inclusive; the next bucket's is this one's upper bound (exclusive). */
  from: number;
}

const MINUTE = 1;
const HOUR = 60;
const DAY = 1440;

export const HOLDING_BUCKETS: readonly Bucket[] = [
  { key: '<1m', from: -Infinity },
  { key: '1-5m', from: 1 * MINUTE },
  { key: '5-15m', from: 5 * MINUTE },
  { key: '15-60m', from: 15 * MINUTE },
  { key: '1-4h', from: 1 * HOUR },
  { key: '4h-1d', from: 4 * HOUR },
  { key: '1-7d', from: 1 * DAY },
  { key: '>=7d', from: 7 * DAY },
];

export const POSITION_SIZE_BUCKETS: readonly Bucket[] = [
  { key: '<1k', from: -Infinity },
  { key: '1k-10k', from: 1e3 },
  { key: '10k-100k', from: 1e4 },
  { key: '100k-1M', from: 1e5 },
  { key: '>=1M', from: 1e6 },
];

export const R_BUCKETS: readonly Bucket[] = [
  { key: '<-2R', from: -Infinity },
  { key: '-2R..-1R', from: -2 },
  { key: '-1R..0R', from: -1 },
  { key: '0R..1R', from: 0 },
  { key: '1R..2R', from: 1 },
  { key: '2R..3R', from: 2 },
  { key: '>=3R', from: 3 },
];

/** The key of trades a bucketed dimension cannot place (no position size, no R). */
export const NO_VALUE = '';

export function bucketOf(buckets: readonly Bucket[], value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  let key = NO_VALUE;
  for (const bucket of buckets) {
    if (value >= bucket.from) key = bucket.key;
    else break;
  }
  return key;
}
