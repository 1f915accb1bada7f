import { describe, expect, it } from 'vitest';
import { costlyMistakeIds, mistakeCosts } from './mistakes';
import type { TagRow } from './tag-rows';

const row = (id: string, group: TagRow['group'], tradeCount: number, netPnl: number): TagRow => ({
  id,
  name: id,
  color: '#dc2626',
  group,
  createdAt: '2026-01-01T00:00:00Z',
  linkedTrades: tradeCount,
  figures: { tradeCount, netPnl, winRatePct: null, expectancy: null, averageR: null },
});

describe('mistakeCosts', () => {
  const rows = [
    row('Late exit', 'mistake', 2, -50),
    row('Breakout', 'setup', 4, -500),
    row('Never used', 'mistake', 0, 0),
    row('Chased', 'mistake', 3, -250.5),
    row('Lucky', 'mistake', 1, 30),
  ];

  it('lists only mistakes, the costliest first, those without trades last', () => {
    expect(mistakeCosts(rows).map((cost) => [cost.name, cost.netPnl])).toEqual([
      ['Chased', -250.5],
      ['Late exit', -50],
      ['Lucky', 30],
      ['Never used', 0],
    ]);
  });

  it('gives the ids whose trades make the total', () => {
    expect(costlyMistakeIds(mistakeCosts(rows))).toEqual(['Chased', 'Late exit', 'Lucky']);
  });
});
