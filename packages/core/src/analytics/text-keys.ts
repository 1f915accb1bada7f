// The trades' keys in the text dimensions (symbol, asset class, account, strategy, side, tag, tag
// group) as small integer ids, read in the same pass over the trade objects as their times and
// money: visiting 100k objects (and their strings) once more cost as much as the lookups.
import { NO_VALUE } from './buckets.ts';
import type { AnalyticsTag, AnalyticsTrade } from './types.ts';

export const NONE_LABEL = '(none)';

export const TEXT_DIMENSIONS = [
  'symbol',
  'assetClass',
  'account',
  'strategy',
  'side',
  'tag',
  'tagGroup',
] as const;
export type TextDimension = (typeof TEXT_DIMENSIONS)[number];

export interface KeyIds {
  /** Key and label of each id; a fixed dimension lists every key, used or not. */
  names: string[];
  labels: string[];
  /** Each trade's (first) key. */
  ids: Int32Array;
  /** The further keys of trades in several rows (two tags), in trade order. */
  extraTrades: Int32Array;
  extraIds: Int32Array;
}

export const NO_EXTRA = new Int32Array(0);

/**
 * Ids for the text keys of one dimension, handed out in the order keys are first met. No "same key
 * as the last trade" shortcut: two equal strings that are not the same object (every trade's own
 * copy, as a worker receives them) compare slower than the map finds them.
 */
class KeyTable {
  readonly #index = new Map<string, number>();
  readonly names: string[] = [];
  readonly labels: string[] = [];

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
}

/** Grows an Int32Array, keeping its first `used` entries. */
function grown(array: Int32Array, used: number): Int32Array {
  const bigger = new Int32Array(Math.max(16, array.length * 2));
  bigger.set(array.subarray(0, used));
  return bigger;
}

/**
 * The reader's working buffers, grown as needed and reused by every preparation (only what keys()
 * answers is kept): at 100k trades they were megabytes to allocate and collect per filter change.
 */
const scratch: Record<
  'ids' | 'tagStart' | 'tagIds' | 'extraTrades' | 'extraTags' | 'extraGroupTrades' | 'extraGroups',
  Int32Array
> = {
  ids: new Int32Array(0),
  tagStart: new Int32Array(1),
  tagIds: new Int32Array(1024),
  // The (trade, further key) pairs of tags and of tag groups, all four of one length.
  extraTrades: new Int32Array(0),
  extraTags: new Int32Array(0),
  extraGroupTrades: new Int32Array(0),
  extraGroups: new Int32Array(0),
};

/**
 * Reads each trade's text keys as trades are met (position p in the order given), then lays them
 * out in exit order once that order is known.
 */
export class TextKeyReader {
  readonly #symbols = new KeyTable();
  readonly #assetClasses = new KeyTable();
  readonly #accounts = new KeyTable();
  readonly #strategies = new KeyTable();
  readonly #sides = new KeyTable();
  readonly #tags = new KeyTable();
  readonly #groups = new KeyTable();
  /** Each tag's group, by tag id, as the tag was first met. */
  readonly #groupNames: string[] = [];
  // Ids in the order given, 5 per trade.
  readonly #ids: Int32Array;
  // Trade p's tag ids are #tagIds[#tagStart[p]..#tagStart[p + 1]).
  readonly #tagStart: Int32Array;
  #tagIds: Int32Array = scratch.tagIds;
  #tagCount = 0;

  constructor(size: number) {
    if (scratch.ids.length < size * 5) scratch.ids = new Int32Array(size * 5);
    if (scratch.tagStart.length < size + 1) scratch.tagStart = new Int32Array(size + 1);
    this.#ids = scratch.ids;
    this.#tagStart = scratch.tagStart;
  }

  read(p: number, trade: AnalyticsTrade): void {
    const ids = this.#ids;
    const at = p * 5;
    const symbol = trade.symbol ?? NO_VALUE;
    ids[at] = this.#symbols.id(symbol, symbol);
    const assetClass = trade.assetClass ?? NO_VALUE;
    ids[at + 1] = this.#assetClasses.id(assetClass, assetClass);
    const account = trade.accountId ?? NO_VALUE;
    ids[at + 2] = this.#accounts.id(account, account);
    const strategy = trade.strategyId ?? NO_VALUE;
    ids[at + 3] = this.#strategies.id(strategy, strategy);
    const side = trade.side ?? NO_VALUE;
    ids[at + 4] = this.#sides.id(side, side);
    const tags = trade.tags;
    if (tags !== undefined) {
      const count = tags.length;
      for (let t = 0; t < count; t++) {
        const tag = tags[t] as AnalyticsTag;
        if (this.#tagCount === this.#tagIds.length) {
          this.#tagIds = grown(this.#tagIds, this.#tagCount);
          scratch.tagIds = this.#tagIds;
        }
        const id = this.#tags.id(tag.id, tag.name);
        if (id === this.#groupNames.length) this.#groupNames.push(tag.group);
        this.#tagIds[this.#tagCount++] = id;
      }
    }
    this.#tagStart[p + 1] = this.#tagCount;
  }

  /** The keys of every text dimension, trade k being the `order[k]`-th trade read. */
  keys(order: Uint32Array): Map<TextDimension, KeyIds> {
    const n = order.length;
    const tables = [this.#symbols, this.#assetClasses, this.#accounts, this.#strategies, this.#sides];
    const symbols = new Int32Array(n);
    const assetClasses = new Int32Array(n);
    const accounts = new Int32Array(n);
    const strategies = new Int32Array(n);
    const sides = new Int32Array(n);
    const given = this.#ids;
    for (let k = 0; k < n; k++) {
      const at = (order[k] ?? 0) * 5;
      symbols[k] = given[at] ?? 0;
      assetClasses[k] = given[at + 1] ?? 0;
      accounts[k] = given[at + 2] ?? 0;
      strategies[k] = given[at + 3] ?? 0;
      sides[k] = given[at + 4] ?? 0;
    }
    const plain = [symbols, assetClasses, accounts, strategies, sides];
    const result = new Map<TextDimension, KeyIds>();
    tables.forEach((table, d) =>
      result.set(TEXT_DIMENSIONS[d] ?? 'symbol', {
        names: table.names,
        labels: table.labels,
        ids: plain[d] ?? new Int32Array(n),
        extraTrades: NO_EXTRA,
        extraIds: NO_EXTRA,
      }),
    );
    const [tags, groups] = this.#tagKeys(order);
    result.set('tag', tags);
    result.set('tagGroup', groups);
    return result;
  }

  /**
   * Tags in exit order, so the extra (trade, tag) pairs come out in the order breakdowns walk them.
   * A key met twice in one trade (two tags of one group) counts once.
   */
  #tagKeys(order: Uint32Array): [KeyIds, KeyIds] {
    const n = order.length;
    const groups = this.#groups;
    const groupOf = Int32Array.from(this.#groupNames, (group) => groups.id(group, group));
    const tagIds = this.#tagIds;
    const starts = this.#tagStart;
    const tags = new Int32Array(n);
    const tagGroups = new Int32Array(n);
    // Built in the shared buffers; only the pairs found are copied out.
    const wanted = this.#tagCount;
    if (scratch.extraTrades.length < wanted) {
      scratch.extraTrades = new Int32Array(wanted);
      scratch.extraTags = new Int32Array(wanted);
      scratch.extraGroupTrades = new Int32Array(wanted);
      scratch.extraGroups = new Int32Array(wanted);
    }
    const { extraTrades, extraTags, extraGroupTrades, extraGroups } = scratch;
    let extras = 0;
    let groupExtras = 0;
    let noTag = -1;
    let noGroup = -1;
    for (let k = 0; k < n; k++) {
      const p = order[k] ?? 0;
      const from = starts[p] ?? 0;
      const to = starts[p + 1] ?? 0;
      if (from === to) {
        if (noTag < 0) {
          noTag = this.#tags.id(NO_VALUE, NONE_LABEL);
          noGroup = groups.id(NO_VALUE, NONE_LABEL);
        }
        tags[k] = noTag;
        tagGroups[k] = noGroup;
        continue;
      }
      const first = tagIds[from] ?? 0;
      tags[k] = first;
      tagGroups[k] = groupOf[first] ?? 0;
      for (let t = from + 1; t < to; t++) {
        const tag = tagIds[t] ?? 0;
        const group = groupOf[tag] ?? 0;
        let newTag = true;
        let newGroup = true;
        for (let u = from; u < t; u++) {
          const earlier = tagIds[u] ?? 0;
          if (earlier === tag) newTag = false;
          if (groupOf[earlier] === group) newGroup = false;
        }
        if (newTag) {
          extraTrades[extras] = k;
          extraTags[extras++] = tag;
        }
        if (newGroup) {
          extraGroupTrades[groupExtras] = k;
          extraGroups[groupExtras++] = group;
        }
      }
    }
    return [
      {
        names: this.#tags.names,
        labels: this.#tags.labels,
        ids: tags,
        extraTrades: extraTrades.slice(0, extras),
        extraIds: extraTags.slice(0, extras),
      },
      {
        names: groups.names,
        labels: groups.labels,
        ids: tagGroups,
        extraTrades: extraGroupTrades.slice(0, groupExtras),
        extraIds: extraGroups.slice(0, groupExtras),
      },
    ];
  }
}
