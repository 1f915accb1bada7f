import type { TagRow } from './tag-rows';

export interface MistakeCost {
  id: string;
  name: string;
  color: string;
  tradeCount: number;
  netPnl: number;
}

/**
 * The mistake tags with the net P&L of their closed trades in the filter, the costliest first;
 * mistakes without a trade in the period last, by name. A trade with two mistakes is in both rows,
 * so the rows do not add up to the total (computed over the trades themselves).
 */
export function mistakeCosts(rows: readonly TagRow[]): MistakeCost[] {
  return rows
    .filter((row) => row.group === 'mistake')
    .map((row) => ({
      id: row.id,
      name: row.name,
      color: row.color,
      tradeCount: row.figures.tradeCount,
      netPnl: row.figures.netPnl,
    }))
    .sort((a, b) => {
      if ((a.tradeCount === 0) !== (b.tradeCount === 0)) return a.tradeCount === 0 ? 1 : -1;
      return a.netPnl - b.netPnl || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
    });
}

/** The ids of the mistakes with trades in the period: the filter whose total is their cost. */
export function costlyMistakeIds(costs: readonly MistakeCost[]): string[] {
  return costs.filter((cost) => cost.tradeCount > 0).map((cost) => cost.id);
}
