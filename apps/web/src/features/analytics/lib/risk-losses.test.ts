import type { TagInfo, TradeListItem } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { lossRows, mistakeTally } from './risk-losses';

const tags: TagInfo[] = [
  { id: 'late', name: 'Late entry', group: 'mistake', color: null },
  { id: 'size', name: 'Oversized', group: 'mistake', color: null },
  { id: 'fomo', name: 'FOMO', group: 'emotion', color: null },
  { id: 'bo', name: 'Breakout', group: 'setup', color: null },
];

function loss(id: string, netPnl: number, tagIds: string[]): TradeListItem {
  return {
    id,
    symbol: 'ES',
    side: 'long',
    openedAt: '2025-03-03T14:00:00Z',
    closedAt: '2025-03-03T15:00:00Z',
    netPnl,
    grossPnl: netPnl,
    rMultiple: null,
    accountId: null,
    tagIds,
  };
}

describe('the largest losses', () => {
  it('groups the tags of each trade with its mistakes first, and leaves winners out', () => {
    const rows = lossRows(
      [loss('a', -500, ['bo', 'size', 'fomo', 'late', 'gone']), loss('b', 20, ['late'])],
      tags,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.groups.map((g) => [g.group, g.tags.map((t) => t.name)])).toEqual([
      ['mistake', ['Late entry', 'Oversized']],
      ['emotion', ['FOMO']],
      ['setup', ['Breakout']],
    ]);
    expect(rows[0]?.mistakes.map((t) => t.id)).toEqual(['late', 'size']);
  });

  it('tallies how often each mistake cost money, to the cent', () => {
    const rows = lossRows(
      [loss('a', -100.1, ['late']), loss('b', -0.2, ['late', 'size']), loss('c', -50, [])],
      tags,
    );
    expect(mistakeTally(rows).map((m) => [m.tag.id, m.trades, m.netPnl])).toEqual([
      ['late', 2, -100.3],
      ['size', 1, -0.2],
    ]);
  });
});
