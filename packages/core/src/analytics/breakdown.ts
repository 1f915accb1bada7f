// Breakdowns: the statistics of each key of a dimension (a symbol, a tag, an hour of entry...) and
// cross tables of two dimensions. Each row is computed by the same code as the whole journal, over
// the row's trades, with the same starting balance and cash flows.
import {
  HOLDING_BUCKETS,
  NO_VALUE,
  POSITION_SIZE_BUCKETS,
  R_BUCKETS,
  bucketOf,
  type Bucket,
} from './buckets.ts';
import type { PreparedJournal } from './prepare.ts';
import { analyticsInput } from './statistics.ts';
import { summaryOf } from './summary.ts';
import type { AnalyticsTrade, StatisticsOptions, SummaryStatistics } from './types.ts';
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

export interface BreakdownRow {
  /** '' is the row of trades without a value (no tag, no strategy, no R...). */
  key: string;
  label: string;
  statistics: SummaryStatistics;
}

export interface CrossCell {
  row: string;
  column: string;
  statistics: SummaryStatistics;
}

export interface CrossBreakdown {
  rows: string[];
  columns: string[];
  cells: CrossCell[];
}

type Keys = string | readonly string[];

const HOURS = Array.from({ length: 24 }, (_, h) => hourKey(h));
const NONE_LABEL = '(none)';

function tagKeys(trade: AnalyticsTrade): Keys {
  const tags = trade.tags;
  if (tags === undefined || tags.length === 0) return NO_VALUE;
  if (tags.length === 1) return tags[0]?.id ?? NO_VALUE;
  return [...new Set(tags.map((tag) => tag.id))];
}

function tagGroupKeys(trade: AnalyticsTrade): Keys {
  const tags = trade.tags;
  if (tags === undefined || tags.length === 0) return NO_VALUE;
  if (tags.length === 1) return tags[0]?.group ?? NO_VALUE;
  return [...new Set(tags.map((tag) => tag.group))];
}

/** The key (or keys: a trade with two tags is in both rows) of the i-th prepared trade. */
function keyer(journal: PreparedJournal, dimension: Dimension): (i: number) => Keys {
  const trades = journal.trades;
  const trade = (i: number): AnalyticsTrade => trades[i] as AnalyticsTrade;
  switch (dimension) {
    case 'symbol':
      return (i) => trade(i).symbol ?? NO_VALUE;
    case 'assetClass':
      return (i) => trade(i).assetClass ?? NO_VALUE;
    case 'account':
      return (i) => trade(i).accountId ?? NO_VALUE;
    case 'strategy':
      return (i) => trade(i).strategyId ?? NO_VALUE;
    case 'tag':
      return (i) => tagKeys(trade(i));
    case 'tagGroup':
      return (i) => tagGroupKeys(trade(i));
    case 'side':
      return (i) => trade(i).side ?? NO_VALUE;
    case 'weekday':
      return (i) => WEEKDAYS[journal.entryWeekday[i] ?? 0] ?? NO_VALUE;
    case 'hour':
      return (i) => HOURS[journal.entryHour[i] ?? 0] ?? NO_VALUE;
    case 'month':
      return (i) => journal.clock.monthKey(journal.exitDay[i] ?? 0);
    case 'holdingTime':
      return (i) => bucketOf(HOLDING_BUCKETS, journal.holdingMinutes[i] ?? NaN);
    case 'positionSize':
      return (i) => bucketOf(POSITION_SIZE_BUCKETS, trade(i).positionSize ?? NaN);
    case 'rBucket':
      return (i) => bucketOf(R_BUCKETS, journal.r[i] ?? NaN);
  }
}

const bucketOrder = (buckets: readonly Bucket[]): string[] => buckets.map((b) => b.key);
const FIXED_ORDER: Partial<Record<Dimension, readonly string[]>> = {
  weekday: WEEKDAYS,
  hour: HOURS,
  holdingTime: bucketOrder(HOLDING_BUCKETS),
  positionSize: bucketOrder(POSITION_SIZE_BUCKETS),
  rBucket: bucketOrder(R_BUCKETS),
};

/** Keys in the order a page lists them: the natural order of fixed keys, else by text; '' last. */
function orderKeys(dimension: Dimension, keys: Iterable<string>): string[] {
  const fixed = FIXED_ORDER[dimension];
  const rank = (key: string): number => (key === NO_VALUE ? Infinity : (fixed?.indexOf(key) ?? -1));
  return [...keys].sort((a, b) => {
    if (a === b) return 0;
    if (a === NO_VALUE || b === NO_VALUE) return a === NO_VALUE ? 1 : -1;
    return fixed ? rank(a) - rank(b) : a < b ? -1 : 1;
  });
}

/** What a page shows for a key: a tag's name for its id, "(none)" for the empty key. */
function labelOf(journal: PreparedJournal, dimension: Dimension, key: string, trade: number): string {
  if (key === NO_VALUE) return NONE_LABEL;
  if (dimension !== 'tag') return key;
  return journal.trades[trade]?.tags?.find((tag) => tag.id === key)?.name ?? key;
}

/**
 * Each trade's key as a small integer (one map lookup per trade, once per journal and dimension),
 * with the rare extra (trade, key) pairs of trades in several rows (two tags) listed apart, in
 * trade order.
 */
interface KeyIds {
  names: string[];
  labels: string[];
  ids: Int32Array;
  extraTrades: number[];
  extraIds: number[];
}

const keyIdCache = new WeakMap<PreparedJournal, Map<Dimension, KeyIds>>();

function keyIds(journal: PreparedJournal, dimension: Dimension): KeyIds {
  let byDimension = keyIdCache.get(journal);
  if (byDimension === undefined) {
    byDimension = new Map();
    keyIdCache.set(journal, byDimension);
  }
  const cached = byDimension.get(dimension);
  if (cached !== undefined) return cached;
  const keyOf = keyer(journal, dimension);
  const index = new Map<string, number>();
  const names: string[] = [];
  const labels: string[] = [];
  const idOf = (key: string, trade: number): number => {
    let id = index.get(key);
    if (id === undefined) {
      id = names.length;
      index.set(key, id);
      names.push(key);
      labels.push(labelOf(journal, dimension, key, trade));
    }
    return id;
  };
  const n = journal.trades.length;
  const ids = new Int32Array(n);
  const extraTrades: number[] = [];
  const extraIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const keys = keyOf(i);
    if (typeof keys === 'string') ids[i] = idOf(keys, i);
    else {
      ids[i] = idOf(keys[0] ?? NO_VALUE, i);
      for (let j = 1; j < keys.length; j++) {
        extraTrades.push(i);
        extraIds.push(idOf(keys[j] ?? NO_VALUE, i));
      }
    }
  }
  const result = { names, labels, ids, extraTrades, extraIds };
  byDimension.set(dimension, result);
  return result;
}

/** Every key of each trade, as ids, in trade order: its main key, then its extra ones. */
function forEachKey(keys: KeyIds, visit: (trade: number, id: number) => void): void {
  const n = keys.ids.length;
  let e = 0;
  for (let i = 0; i < n; i++) {
    visit(i, keys.ids[i] ?? 0);
    for (; e < keys.extraTrades.length && keys.extraTrades[e] === i; e++) visit(i, keys.extraIds[e] ?? 0);
  }
}

/** The trades of each group id, each list in exit order, laid out by one counting pass. */
function groupsOf(count: number, pairs: (visit: (trade: number, id: number) => void) => void): Int32Array[] {
  const sizes = new Int32Array(count);
  pairs((_, id) => {
    sizes[id] = (sizes[id] ?? 0) + 1;
  });
  const groups = Array.from(sizes, (size) => new Int32Array(size));
  const fill = new Int32Array(count);
  pairs((trade, id) => {
    const slot = fill[id] ?? 0;
    fill[id] = slot + 1;
    const group = groups[id];
    if (group !== undefined) group[slot] = trade;
  });
  return groups;
}

export function breakdown(
  trades: readonly AnalyticsTrade[],
  dimension: Dimension,
  options: StatisticsOptions,
): BreakdownRow[] {
  const { journal, context } = analyticsInput(trades, options);
  const keys = keyIds(journal, dimension);
  const groups = groupsOf(keys.names.length, (visit) => forEachKey(keys, visit));
  const ids = new Map(keys.names.map((name, id) => [name, id]));
  return orderKeys(dimension, keys.names).map((key) => {
    const id = ids.get(key) ?? 0;
    return {
      key,
      label: keys.labels[id] ?? key,
      statistics: summaryOf(journal, groups[id] ?? new Int32Array(0), context),
    };
  });
}

export function crossBreakdown(
  trades: readonly AnalyticsTrade[],
  rowDimension: Dimension,
  columnDimension: Dimension,
  options: StatisticsOptions,
): CrossBreakdown {
  const { journal, context } = analyticsInput(trades, options);
  const rowKeys = keyIds(journal, rowDimension);
  const columnKeys = keyIds(journal, columnDimension);
  const width = columnKeys.names.length;
  // A trade's extra column keys (a second tag), to pair with each of its row keys.
  const extraColumns = new Map<number, number[]>();
  columnKeys.extraTrades.forEach((trade, e) => {
    const list = extraColumns.get(trade) ?? [];
    list.push(columnKeys.extraIds[e] ?? 0);
    extraColumns.set(trade, list);
  });
  const groups = groupsOf(rowKeys.names.length * width, (visit) =>
    forEachKey(rowKeys, (trade, row) => {
      visit(trade, row * width + (columnKeys.ids[trade] ?? 0));
      for (const column of extraColumns.get(trade) ?? []) visit(trade, row * width + column);
    }),
  );
  const rows = orderKeys(rowDimension, rowKeys.names);
  const columns = orderKeys(columnDimension, columnKeys.names);
  const rowId = new Map(rowKeys.names.map((name, id) => [name, id]));
  const columnId = new Map(columnKeys.names.map((name, id) => [name, id]));
  const cells: CrossCell[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const group = groups[(rowId.get(row) ?? 0) * width + (columnId.get(column) ?? 0)];
      if (group !== undefined && group.length > 0)
        cells.push({ row, column, statistics: summaryOf(journal, group, context) });
    }
  }
  return { rows, columns, cells };
}
