// Breakdowns: the statistics of each key of a dimension (a symbol, a tag, an hour of entry...) and
// cross tables of two dimensions. Each row has the figures of the row's trades (in exit order), with
// the same starting balance and cash flows as the whole journal: a cross cell by the same walk as
// the whole journal, the rows of one dimension all at once by one pass (dimension-pass.ts) that
// takes the same steps.
import { dimensionRows } from './dimension-pass.ts';
import { keyIds, orderedIds, type Dimension, type KeyIds } from './dimension-keys.ts';
import { analyticsInput } from './statistics.ts';
import { summaryOf } from './summary.ts';
import type { AnalyticsTrade, StatisticsOptions, SummaryStatistics } from './types.ts';

export { DIMENSIONS, type Dimension } from './dimension-keys.ts';

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
  /** Keys with trades, in the order a page lists them, and their labels. */
  rows: { key: string; label: string }[];
  columns: { key: string; label: string }[];
  /** Only the cells with trades. */
  cells: CrossCell[];
}

/**
 * The buffer of the last grouping, reused by the next: one breakdown reads it before another
 * starts, and a 100k-entry array per breakdown was as costly to allocate and collect as to fill.
 */
let orderScratch = new Int32Array(1024);

/**
 * The trades of every group in one buffer (shared: valid until the next grouping), group after
 * group, each in exit order, laid out by one counting pass: group g is order[starts[g]..starts[g +
 * 1]). `groupIds` gives a trade's main group, the extra pairs the further groups of trades in
 * several (two tags).
 */
function groupTrades(
  count: number,
  groupIds: Int32Array,
  extraTrades: ArrayLike<number>,
  extraGroups: ArrayLike<number>,
): { order: Int32Array; starts: Int32Array } {
  const n = groupIds.length;
  const starts = new Int32Array(count + 1);
  for (let i = 0; i < n; i++) {
    const id = (groupIds[i] ?? 0) + 1;
    starts[id] = (starts[id] ?? 0) + 1;
  }
  for (let e = 0; e < extraGroups.length; e++) {
    const id = extraGroups[e] ?? 0;
    starts[id + 1] = (starts[id + 1] ?? 0) + 1;
  }
  for (let g = 0; g < count; g++) starts[g + 1] = (starts[g + 1] ?? 0) + (starts[g] ?? 0);
  const total = starts[count] ?? 0;
  if (orderScratch.length < total) orderScratch = new Int32Array(Math.max(total, orderScratch.length * 2));
  const order = orderScratch;
  const fill = starts.slice(0, count);
  let e = 0;
  for (let i = 0; i < n; i++) {
    const id = groupIds[i] ?? 0;
    const slot = fill[id] ?? 0;
    fill[id] = slot + 1;
    order[slot] = i;
    for (; e < extraTrades.length && extraTrades[e] === i; e++) {
      const other = extraGroups[e] ?? 0;
      const otherSlot = fill[other] ?? 0;
      fill[other] = otherSlot + 1;
      order[otherSlot] = i;
    }
  }
  return { order, starts };
}

/**
 * The statistics of each key of a dimension. Like computeStatistics, reads the trades array as
 * immutable: the statistics and every breakdown of one array share one preparation of it.
 */
export function breakdown(
  trades: readonly AnalyticsTrade[],
  dimension: Dimension,
  options: StatisticsOptions,
): BreakdownRow[] {
  const { journal, context } = analyticsInput(trades, options);
  const keys = keyIds(journal, dimension);
  const statistics = dimensionRows(journal, keys, context);
  const rows: BreakdownRow[] = [];
  for (const id of orderedIds(dimension, keys)) {
    const row = statistics[id];
    if (row === null || row === undefined) continue;
    rows.push({ key: keys.names[id] ?? '', label: keys.labels[id] ?? '', statistics: row });
  }
  return rows;
}

/** Every (trade, key id) pair of a dimension, as a trade -> further ids lookup. */
function extrasByTrade(keys: KeyIds): Map<number, number[]> {
  const extras = new Map<number, number[]>();
  keys.extraTrades.forEach((trade, e) => {
    const list = extras.get(trade) ?? [];
    list.push(keys.extraIds[e] ?? 0);
    extras.set(trade, list);
  });
  return extras;
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
  const n = journal.trades.length;
  // A cell is row id x width + column id; a trade in two rows or two columns is in each pair.
  const cellIds = new Int32Array(n);
  const extraTrades: number[] = [];
  const extraCells: number[] = [];
  const rowExtras = extrasByTrade(rowKeys);
  const columnExtras = extrasByTrade(columnKeys);
  for (let i = 0; i < n; i++) {
    const rowIds = [rowKeys.ids[i] ?? 0, ...(rowExtras.get(i) ?? [])];
    const columnIds = [columnKeys.ids[i] ?? 0, ...(columnExtras.get(i) ?? [])];
    cellIds[i] = (rowIds[0] ?? 0) * width + (columnIds[0] ?? 0);
    if (rowIds.length === 1 && columnIds.length === 1) continue;
    for (const row of rowIds)
      for (const column of columnIds) {
        const cell = row * width + column;
        if (cell === cellIds[i]) continue;
        extraTrades.push(i);
        extraCells.push(cell);
      }
  }
  const { order, starts } = groupTrades(rowKeys.names.length * width, cellIds, extraTrades, extraCells);
  const rowOrder = orderedIds(rowDimension, rowKeys);
  const columnOrder = orderedIds(columnDimension, columnKeys);
  const cells: CrossCell[] = [];
  const usedRows = new Set<number>();
  const usedColumns = new Set<number>();
  for (const row of rowOrder) {
    for (const column of columnOrder) {
      const from = starts[row * width + column] ?? 0;
      const to = starts[row * width + column + 1] ?? 0;
      if (to === from) continue;
      usedRows.add(row);
      usedColumns.add(column);
      cells.push({
        row: rowKeys.names[row] ?? '',
        column: columnKeys.names[column] ?? '',
        statistics: summaryOf(journal, order, context, from, to),
      });
    }
  }
  const listed = (order: number[], used: Set<number>, keys: KeyIds) =>
    order
      .filter((id) => used.has(id))
      .map((id) => ({ key: keys.names[id] ?? '', label: keys.labels[id] ?? '' }));
  return {
    rows: listed(rowOrder, usedRows, rowKeys),
    columns: listed(columnOrder, usedColumns, columnKeys),
    cells,
  };
}
