import type { BreakdownRow, SummaryStatistics } from '@edgelog/core';
import type { TagGroup } from './tag-form';

/** A tag as the tags table holds it, with the trades linked to it (every trade, open or planned too). */
export interface TagRecord {
  id: string;
  name: string;
  color: string;
  group: TagGroup;
  createdAt: string;
  linkedTrades: number;
}

/** The figures of a tag's closed trades in the page's filter, from the analytics engine. */
export interface TagFigures {
  tradeCount: number;
  winRatePct: number | null;
  netPnl: number;
  expectancy: number | null;
  averageR: number | null;
}

export interface TagRow extends TagRecord {
  figures: TagFigures;
}

export const TAG_SORT_COLUMNS = [
  'name',
  'group',
  'tradeCount',
  'winRatePct',
  'netPnl',
  'expectancy',
  'averageR',
] as const;
export type TagSortColumn = (typeof TAG_SORT_COLUMNS)[number];

export interface TagSort {
  column: TagSortColumn;
  direction: 'asc' | 'desc';
}

const NO_TRADES: TagFigures = {
  tradeCount: 0,
  winRatePct: null,
  netPnl: 0,
  expectancy: null,
  averageR: null,
};

function figuresOf(statistics: SummaryStatistics): TagFigures {
  return {
    tradeCount: statistics.tradeCount,
    winRatePct: statistics.winRatePct,
    netPnl: statistics.netPnl,
    expectancy: statistics.expectancy,
    averageR: statistics.expectancyR,
  };
}

/**
 * Every tag with the engine's figures of its trades (the breakdown by tag is keyed by tag id, and
 * lists only tags with closed trades in the filter): a tag without any has a count of 0 and no
 * rates. The row of trades without a tag (key '') is no tag's.
 */
export function tagRows(tags: readonly TagRecord[], breakdown: readonly BreakdownRow[]): TagRow[] {
  const byId = new Map(breakdown.filter((row) => row.key !== '').map((row) => [row.key, row.statistics]));
  return tags.map((tag) => {
    const statistics = byId.get(tag.id);
    return { ...tag, figures: statistics ? figuresOf(statistics) : NO_TRADES };
  });
}

const GROUP_ORDER: Record<TagGroup, number> = { setup: 0, mistake: 1, emotion: 2, custom: 3 };

function compareText(a: string, b: string): number {
  return a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
}

/** A row's value in a column; null for a figure the tag has no trades for. */
function valueOf(row: TagRow, column: TagSortColumn): number | string | null {
  switch (column) {
    case 'name':
      return row.name;
    case 'group':
      return GROUP_ORDER[row.group];
    case 'tradeCount':
      return row.figures.tradeCount;
    case 'netPnl':
      return row.figures.tradeCount === 0 ? null : row.figures.netPnl;
    default:
      return row.figures[column];
  }
}

/**
 * The rows in the sort's order, by name when there is none or for ties. Tags without the figure
 * go last in both directions, so the best or worst tag is always at the top.
 */
export function sortTagRows(rows: readonly TagRow[], sort: TagSort | null): TagRow[] {
  const byName = (a: TagRow, b: TagRow) => compareText(a.name, b.name);
  if (sort === null) return [...rows].sort(byName);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.column);
    const y = valueOf(b, sort.column);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' && typeof y === 'string' ? compareText(x, y) : Number(x) - Number(y);
    return order === 0 ? byName(a, b) : sign * order;
  });
}

/** A click on a column's header: figures start from the largest, words from A. */
export function nextTagSort(current: TagSort | null, column: TagSortColumn): TagSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'name' || column === 'group' ? 'asc' : 'desc' };
}

export function ariaSortOf(sort: TagSort | null, column: TagSortColumn): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export type GroupChoice = TagGroup | 'all';

/** The rows of a group whose name holds the search, whatever its capitals. */
export function filterTagRows<T extends TagRecord>(
  rows: readonly T[],
  group: GroupChoice,
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return rows.filter(
    (row) => (group === 'all' || row.group === group) && row.name.toLocaleLowerCase().includes(needle),
  );
}

/** How many tags each group holds, for the chips. */
export function groupCounts(rows: readonly TagRecord[]): Record<GroupChoice, number> {
  const counts: Record<GroupChoice, number> = {
    all: rows.length,
    setup: 0,
    mistake: 0,
    emotion: 0,
    custom: 0,
  };
  for (const row of rows) counts[row.group] += 1;
  return counts;
}
