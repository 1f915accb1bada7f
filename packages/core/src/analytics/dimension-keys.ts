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

/** Ids for the text keys of one dimension, handed out in the order keys are first met. */
class KeyTable {
  readonly #index = new Map<string, number>();
  readonly names: string[] = [];
  readonly labels: string[] = [];
  readonly ids: Int32Array;
  /** Exit positions and ids of the further keys of trades in several rows (two tags). */
  readonly extraTrades: number[] = [];
  readonly extraIds: number[] = [];

  constructor(size: number) {
    this.ids = new Int32Array(size);
  }

  // No "same key as the last trade" shortcut: two equal strings that are not the same object (every
  // trade's own copy, as a worker receives them) compare slower than the map finds them.
  id(key: string, label: string): number {
    const id = this.#index.get(key);
    return id === undefined ? this.#add(key, label) : id;
  }

  #add(key: string, label: string): number {
    const id = this.names.length;
    this.#index.set(key, id);
    this.names.push(key);
    this.labels.push(key === NO_VALUE ? NONE_LABEL : label);
    return id;
  }

  /** One more key of the trade at exit position k; a key met twice in one trade counts once. */
  addKey(k: number, id: number, first: boolean, firstExtra: number): void {
    if (first) {
      this.ids[k] = id;
      return;
    }
    if (id === this.ids[k] || this.extraIds.indexOf(id, firstExtra) !== -1) return;
    this.extraTrades.push(k);
    this.extraIds.push(id);
  }

  keys(): KeyIds {
    const { names, labels, ids, extraTrades, extraIds } = this;
    return { names, labels, ids, extraTrades, extraIds };
  }
}

/**
 * The text keys of every text dimension at once: the trade objects are visited in the order given
 * (their order in memory) and each key lands at its trade's exit position (`exitPosition[p]` is
 * the exit position of the p-th trade given); tags are read in exit order (`byExit`).
 */
export function readTextKeys(
  trades: readonly AnalyticsTrade[],
  exitPosition: Int32Array,
  byExit: readonly AnalyticsTrade[],
): Map<Dimension, KeyIds> {
  const n = trades.length;
  const symbols = new KeyTable(n);
  const assetClasses = new KeyTable(n);
  const accounts = new KeyTable(n);
  const strategies = new KeyTable(n);
  const sides = new KeyTable(n);
  for (let p = 0; p < n; p++) {
    const trade = trades[p] as AnalyticsTrade;
    const k = exitPosition[p] ?? 0;
    const symbol = trade.symbol ?? NO_VALUE;
    symbols.ids[k] = symbols.id(symbol, symbol);
    const assetClass = trade.assetClass ?? NO_VALUE;
    assetClasses.ids[k] = assetClasses.id(assetClass, assetClass);
    const account = trade.accountId ?? NO_VALUE;
    accounts.ids[k] = accounts.id(account, account);
    const strategy = trade.strategyId ?? NO_VALUE;
    strategies.ids[k] = strategies.id(strategy, strategy);
    const side = trade.side ?? NO_VALUE;
    sides.ids[k] = sides.id(side, side);
  }
  // Tags in exit order, so the extra (trade, tag) pairs come out in the order breakdowns walk
  // them. A tag's group is looked up once per tag, not once per trade.
  const tagTable = new KeyTable(n);
  const groupTable = new KeyTable(n);
  const groupOfTag: number[] = [];
  for (let k = 0; k < n; k++) {
    const tags = byExit[k]?.tags;
    if (tags === undefined || tags.length === 0) {
      tagTable.ids[k] = tagTable.id(NO_VALUE, NONE_LABEL);
      groupTable.ids[k] = groupTable.id(NO_VALUE, NONE_LABEL);
      continue;
    }
    const firstTagExtra = tagTable.extraIds.length;
    const firstGroupExtra = groupTable.extraIds.length;
    for (let t = 0; t < tags.length; t++) {
      const tag = tags[t] as AnalyticsTag;
      const tagId = tagTable.id(tag.id, tag.name);
      let groupId = groupOfTag[tagId];
      if (groupId === undefined) {
        groupId = groupTable.id(tag.group, tag.group);
        groupOfTag[tagId] = groupId;
      }
      tagTable.addKey(k, tagId, t === 0, firstTagExtra);
      groupTable.addKey(k, groupId, t === 0, firstGroupExtra);
    }
  }
  const tables = [symbols, assetClasses, accounts, strategies, sides, tagTable, groupTable];
  return new Map(TEXT_DIMENSIONS.map((dimension, d) => [dimension, (tables[d] as KeyTable).keys()]));
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
      return journal.textKeys().get(dimension) ?? fixed([NO_VALUE], new Int32Array(n));
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
