import type { LogColumn, LogColumnId } from '../../lib/log-columns';

/** Always shown, whatever the width: the row's name, when, and what it made. */
export const KEPT_COLUMNS: readonly LogColumnId[] = ['symbol', 'opened', 'net', 'r', 'result'];

/**
 * The order the trader's other columns get the room that is left, most useful first. A column not
 * listed (none today) comes last.
 */
export const COLUMN_PRIORITY: readonly LogColumnId[] = [
  'side',
  'entry',
  'exit',
  'quantity',
  'status',
  'account',
  'closed',
  'gross',
  'costs',
  'return',
  'holding',
  'strategy',
  'asset',
  'rating',
];

export interface FittedColumns {
  shown: LogColumn[];
  /** Chosen by the trader but left out for want of room, in the trader's order. */
  left: LogColumn[];
}

const rank = (id: LogColumnId) => {
  const at = COLUMN_PRIORITY.indexOf(id);
  return at < 0 ? COLUMN_PRIORITY.length : at;
};

/**
 * The trader's visible columns that fit `availableRem`: the kept ones always, the others by
 * priority while there is room, all in the trader's order. `reservedRem` is what the row takes
 * besides its columns (the selection checkbox). A width of 0 (not measured yet) fits everything.
 */
export function fitColumns(
  columns: readonly LogColumn[],
  availableRem: number,
  reservedRem = 0,
): FittedColumns {
  if (availableRem <= 0) return { shown: [...columns], left: [] };
  const kept = new Set<LogColumnId>(KEPT_COLUMNS);
  let used = reservedRem;
  const taken = new Set<LogColumnId>();
  for (const column of columns) {
    if (!kept.has(column.id)) continue;
    used += column.width;
    taken.add(column.id);
  }
  const others = columns.filter((column) => !kept.has(column.id)).sort((a, b) => rank(a.id) - rank(b.id));
  for (const column of others) {
    if (used + column.width > availableRem) continue;
    used += column.width;
    taken.add(column.id);
  }
  return {
    shown: columns.filter((column) => taken.has(column.id)),
    left: columns.filter((column) => !taken.has(column.id)),
  };
}
