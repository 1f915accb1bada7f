// The risk page's largest losses: each with its tags grouped (setups, mistakes, emotions...), so
// what the worst trades had in common reads at a glance.
import type { TagInfo, TradeListItem } from '@edgelog/core';

export interface TagGroupOfTrade {
  group: string;
  tags: TagInfo[];
}

export interface LossRow {
  trade: TradeListItem;
  groups: TagGroupOfTrade[];
  /** The trade's tags of the mistake group: the ones to highlight. */
  mistakes: TagInfo[];
}

// Mistakes first: on a list of losses they are what the trader can change.
const GROUP_ORDER = ['mistake', 'emotion', 'setup', 'custom'];

const rank = (group: string): number => {
  const at = GROUP_ORDER.indexOf(group);
  return at === -1 ? GROUP_ORDER.length : at;
};

export function lossRows(trades: readonly TradeListItem[], tags: readonly TagInfo[]): LossRow[] {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return trades
    .filter((trade) => trade.netPnl < 0)
    .map((trade) => {
      const groups = new Map<string, TagInfo[]>();
      for (const id of trade.tagIds) {
        const tag = byId.get(id);
        if (!tag) continue;
        const list = groups.get(tag.group) ?? [];
        list.push(tag);
        groups.set(tag.group, list);
      }
      const ordered = [...groups.entries()]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([group, list]) => ({ group, tags: list.sort((a, b) => a.name.localeCompare(b.name)) }));
      return { trade, groups: ordered, mistakes: groups.get('mistake') ?? [] };
    });
}

/** How often each mistake shows up among these losses and what those losses add up to. */
export function mistakeTally(rows: readonly LossRow[]): { tag: TagInfo; trades: number; netPnl: number }[] {
  const tally = new Map<string, { tag: TagInfo; trades: number; cents: number }>();
  for (const row of rows)
    for (const tag of row.mistakes) {
      const entry = tally.get(tag.id) ?? { tag, trades: 0, cents: 0 };
      entry.trades++;
      entry.cents += Math.round(row.trade.netPnl * 100);
      tally.set(tag.id, entry);
    }
  return [...tally.values()]
    .sort((a, b) => b.trades - a.trades || a.cents - b.cents)
    .map(({ tag, trades, cents }) => ({ tag, trades, netPnl: cents / 100 }));
}
