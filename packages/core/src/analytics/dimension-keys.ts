// Each trade's key in one breakdown dimension, as a small integer id, computed once per prepared
// journal and dimension. Fixed dimensions (weekday, hour, buckets) take their ids straight from the
// prepared arrays; the others map each trade's text key through one lookup.
import { HOLDING_BUCKETS, NO_VALUE, POSITION_SIZE_BUCKETS, R_BUCKETS, type Bucket } from './buckets.ts';
import type { PreparedJournal } from './prepare.ts';
import { NONE_LABEL, NO_EXTRA, type KeyIds } from './text-keys.ts';
import { WEEKDAYS, hourKey } from './zone-clock.ts';

export const DIMENSIONS = [
  'symbol',
  'assetClass',
  'account',
  'strategy',
  'tag',
  'tagGroup',
  'side',
  'weekday',
  'hour',
  'month',
  'holdingTime',
  'positionSize',
  'rBucket',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => hourKey(h));
export { NONE_LABEL, type KeyIds };

function fixed(names: readonly string[], ids: Int32Array): KeyIds {
  return {
    names: [...names],
    labels: names.map((name) => (name === NO_VALUE ? NONE_LABEL : name)),
    ids,
    extraTrades: NO_EXTRA,
    extraIds: NO_EXTRA,
  };
}

function bucketIds(buckets: readonly Bucket[], values: Float64Array): KeyIds {
  const n = values.length;
  const ids = new Int32Array(n);
  const last = buckets.length - 1;
  const none = buckets.length;
  // The lower bounds in a typed array: read 100k times over, bucket objects cost a load each.
  const froms = Float64Array.from(buckets, (bucket) => bucket.from);
  for (let i = 0; i < n; i++) {
    const value = values[i] ?? NaN;
    // Finite: Infinity - Infinity and NaN - NaN are NaN.
    if (value - value !== 0) {
      ids[i] = none;
      continue;
    }
    // The bounds at or below the value, counted without a branch per bound (a random bucket per
    // trade made the loop's exit a mispredicted branch); the first bound is -Infinity.
    let id = 0;
    for (let j = 1; j <= last; j++) id += Number(value >= (froms[j] ?? Infinity));
    ids[i] = id;
  }
  return fixed([...buckets.map((bucket) => bucket.key), NO_VALUE], ids);
}

function monthIds(journal: PreparedJournal): KeyIds {
  const n = journal.trades.length;
  const ids = new Int32Array(n);
  const index = new Map<string, number>();
  const names: string[] = [];
  let lastDay = NaN;
  let lastId = 0;
  for (let i = 0; i < n; i++) {
    const day = journal.exitDay[i] ?? 0;
    if (day !== lastDay) {
      const key = journal.clock.monthKey(day);
      let id = index.get(key);
      if (id === undefined) {
        id = names.length;
        index.set(key, id);
        names.push(key);
      }
      lastDay = day;
      lastId = id;
    }
    ids[i] = lastId;
  }
  return { names, labels: [...names], ids, extraTrades: NO_EXTRA, extraIds: NO_EXTRA };
}

function computeKeyIds(journal: PreparedJournal, dimension: Dimension): KeyIds {
  const n = journal.trades.length;
  switch (dimension) {
    case 'weekday':
      return fixed(WEEKDAYS, journal.entryWeekday);
    case 'hour':
      return fixed(HOURS, journal.entryHour);
    case 'month':
      return monthIds(journal);
    case 'holdingTime':
      return bucketIds(HOLDING_BUCKETS, journal.holdingMinutes);
    case 'positionSize':
      return bucketIds(POSITION_SIZE_BUCKETS, journal.positionSize);
    case 'rBucket':
      return bucketIds(R_BUCKETS, journal.r);
    default:
      return journal.textKeys.get(dimension) ?? fixed([NO_VALUE], new Int32Array(n));
  }
}

const cache = new WeakMap<PreparedJournal, Map<Dimension, KeyIds>>();

export function keyIds(journal: PreparedJournal, dimension: Dimension): KeyIds {
  let byDimension = cache.get(journal);
  if (byDimension === undefined) {
    byDimension = new Map();
    cache.set(journal, byDimension);
  }
  let keys = byDimension.get(dimension);
  if (keys === undefined) {
    keys = computeKeyIds(journal, dimension);
    byDimension.set(dimension, keys);
  }
  return keys;
}

const NATURAL_ORDER: ReadonlySet<Dimension> = new Set([
  'weekday',
  'hour',
  'holdingTime',
  'positionSize',
  'rBucket',
]);

/**
 * Ids in the order a page lists them: the natural order of fixed keys, else by key text; '' last.
 * Keys are distinct, so the keys' native sort (UTF-16 order, as < compares) gives the ids through a
 * lookup: thousands of option contracts sort several times faster than by a comparison callback.
 */
export function orderedIds(dimension: Dimension, keys: KeyIds): number[] {
  if (NATURAL_ORDER.has(dimension)) return keys.names.map((_, id) => id);
  const index = new Map<string, number>();
  keys.names.forEach((name, id) => index.set(name, id));
  const ordered = keys.names
    .filter((name) => name !== NO_VALUE)
    .sort()
    .map((name) => index.get(name) ?? 0);
  const none = index.get(NO_VALUE);
  if (none !== undefined) ordered.push(none);
  return ordered;
}
