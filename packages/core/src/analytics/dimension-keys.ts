// Each trade's key in one breakdown dimension, as a small integer id, computed once per prepared
// journal and dimension. Fixed dimensions (weekday, hour, buckets) take their ids straight from the
// prepared arrays; the others map each trade's text key through one lookup.
import { HOLDING_BUCKETS, NO_VALUE, POSITION_SIZE_BUCKETS, R_BUCKETS, type Bucket } from './buckets.ts';
import type { PreparedJournal } from './prepare.ts';
import type { AnalyticsTag, AnalyticsTrade } from './types.ts';
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
export const NONE_LABEL = '(none)';

export interface KeyIds {
  /** Key and label of each id; a fixed dimension lists every key, used or not. */
  names: string[];
  labels: string[];
  /** Each trade's (first) key. */
  ids: Int32Array;
  /** The further keys of trades in several rows (two tags), in trade order. */
  extraTrades: number[];
  extraIds: number[];
}

const NO_EXTRA: number[] = [];

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
  for (let i = 0; i < n; i++) {
    const value = values[i] ?? NaN;
    if (!Number.isFinite(value)) {
      ids[i] = buckets.length;
      continue;
    }
    let id = last;
    while (id > 0 && value < (buckets[id]?.from ?? -Infinity)) id--;
    ids[i] = id;
  }
  return fixed([...buckets.map((bucket) => bucket.key), NO_VALUE], ids);
}

const TEXT_DIMENSIONS = ['symbol', 'assetClass', 'account', 'strategy', 'side', 'tag', 'tagGroup'] as const;
type TextDimension = (typeof TEXT_DIMENSIONS)[number];

/** Ids for text keys, handed out in the order keys are first met. */
class KeyTable {
  readonly #index = new Map<string, number>();
  readonly names: string[] = [];
  readonly labels: string[] = [];

  id(key: string, label: string): number {
    let id = this.#index.get(key);
    if (id === undefined) {
      id = this.names.length;
      this.#index.set(key, id);
      this.names.push(key);
      this.labels.push(key === NO_VALUE ? NONE_LABEL : label);
    }
    return id;
  }
}

/**
 * The text keys of every text dimension, read while the prepared journal is built: the trade
 * objects are visited once, in the order given (their order in memory), and each key lands at its
 * trade's exit position. `exitPosition[p]` is the exit position of the p-th trade given.
 */
export function readTextKeys(
  trades: readonly AnalyticsTrade[],
  exitPosition: Int32Array,
): Map<Dimension, KeyIds> {
  const n = trades.length;
  const tables = new Map<TextDimension, KeyTable>(TEXT_DIMENSIONS.map((d) => [d, new KeyTable()]));
  const table = (dimension: TextDimension): KeyTable => tables.get(dimension) as KeyTable;
  const [symbols, assetClasses, accounts, strategies, sides, tagTable, groupTable] = TEXT_DIMENSIONS.map(
    table,
  ) as [KeyTable, KeyTable, KeyTable, KeyTable, KeyTable, KeyTable, KeyTable];
  const ids = new Map<TextDimension, Int32Array>(TEXT_DIMENSIONS.map((d) => [d, new Int32Array(n)]));
  const idsOf = (dimension: TextDimension): Int32Array => ids.get(dimension) as Int32Array;
  const [symbolIds, assetClassIds, accountIds, strategyIds, sideIds, tagIds, groupIds] = TEXT_DIMENSIONS.map(
    idsOf,
  ) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  // (exit position, id) pairs of the further tags and tag groups of a trade.
  const extraTags: [number, number][] = [];
  const extraGroups: [number, number][] = [];
  const placeTags = (
    k: number,
    tags: readonly AnalyticsTag[],
    keyOf: (tag: AnalyticsTag) => string,
    labelOf: (tag: AnalyticsTag) => string,
    keys: KeyTable,
    target: Int32Array,
    extras: [number, number][],
  ): void => {
    const seen: number[] = [];
    for (const tag of tags) {
      const id = keys.id(keyOf(tag), labelOf(tag));
      // Two tags of one group (or one tag twice) put the trade in that row once.
      if (seen.includes(id)) continue;
      if (seen.length === 0) target[k] = id;
      else extras.push([k, id]);
      seen.push(id);
    }
  };
  for (let p = 0; p < n; p++) {
    const trade = trades[p] as AnalyticsTrade;
    const k = exitPosition[p] ?? 0;
    const symbol = trade.symbol ?? NO_VALUE;
    symbolIds[k] = symbols.id(symbol, symbol);
    const assetClass = trade.assetClass ?? NO_VALUE;
    assetClassIds[k] = assetClasses.id(assetClass, assetClass);
    const account = trade.accountId ?? NO_VALUE;
    accountIds[k] = accounts.id(account, account);
    const strategy = trade.strategyId ?? NO_VALUE;
    strategyIds[k] = strategies.id(strategy, strategy);
    const side = trade.side ?? NO_VALUE;
    sideIds[k] = sides.id(side, side);
    const tags = trade.tags;
    if (tags === undefined || tags.length === 0) {
      tagIds[k] = tagTable.id(NO_VALUE, NONE_LABEL);
      groupIds[k] = groupTable.id(NO_VALUE, NONE_LABEL);
    } else {
      placeTags(
        k,
        tags,
        (tag) => tag.id,
        (tag) => tag.name,
        tagTable,
        tagIds,
        extraTags,
      );
      placeTags(
        k,
        tags,
        (tag) => tag.group,
        (tag) => tag.group,
        groupTable,
        groupIds,
        extraGroups,
      );
    }
  }
  const byExit = (pairs: [number, number][]) => pairs.sort((a, b) => a[0] - b[0]);
  const result = new Map<Dimension, KeyIds>();
  for (const dimension of TEXT_DIMENSIONS) {
    const extras =
      dimension === 'tag' ? byExit(extraTags) : dimension === 'tagGroup' ? byExit(extraGroups) : [];
    result.set(dimension, {
      names: table(dimension).names,
      labels: table(dimension).labels,
      ids: idsOf(dimension),
      extraTrades: extras.map((pair) => pair[0]),
      extraIds: extras.map((pair) => pair[1]),
    });
  }
  return result;
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
      return fixed(WEEKDAYS, Int32Array.from(journal.entryWeekday));
    case 'hour':
      return fixed(HOURS, Int32Array.from(journal.entryHour));
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

/** Ids in the order a page lists them: the natural order of fixed keys, else by key text; '' last. */
export function orderedIds(dimension: Dimension, keys: KeyIds): number[] {
  const ids = keys.names.map((_, id) => id);
  if (NATURAL_ORDER.has(dimension)) return ids;
  const rank = (id: number): string => keys.names[id] ?? NO_VALUE;
  return ids.sort((a, b) => {
    const x = rank(a);
    const y = rank(b);
    if (x === NO_VALUE || y === NO_VALUE) return x === y ? 0 : x === NO_VALUE ? 1 : -1;
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
