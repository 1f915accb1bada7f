import { breakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  filterTagRows,
  groupCounts,
  nextTagSort,
  sortTagRows,
  tagRows,
  type TagRecord,
  type TagRow,
} from './tag-rows';

const tag = (id: string, name: string, group: TagRecord['group'], linkedTrades = 0): TagRecord => ({
  id,
  name,
  color: '#2563eb',
  group,
  createdAt: '2026-01-01T00:00:00Z',
  linkedTrades,
});

let day = 0;
/** A closed trade of one day carrying the tags, risking 100. */
function trade(netPnl: number, tags: { id: string; group: string }[]): AnalyticsTrade {
  day += 1;
  const date = `2026-01-${String(day).padStart(2, '0')}`;
  return {
    id: `t${day}`,
    openedAt: `${date}T14:00:00Z`,
    closedAt: `${date}T15:00:00Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: 100,
    rMultiple: netPnl / 100,
    tags: tags.map((item) => ({ ...item, name: item.id })),
  };
}

const OPTIONS = { startingBalance: 10_000, timeZone: 'UTC' };
const setup = (id: string) => ({ id, group: 'setup' });

describe('tagRows', () => {
  it('gives every tag its breakdown figures, and a tag without trades a count of 0', () => {
    const rows = tagRows(
      [tag('a', 'Breakout', 'setup', 3), tag('b', 'Idle', 'custom')],
      breakdown([trade(50, [setup('a')]), trade(-75, [setup('a')]), trade(99, [])], 'tag', OPTIONS),
    );
    expect(rows.map((r) => [r.id, r.linkedTrades, r.figures])).toEqual([
      ['a', 3, { tradeCount: 2, winRatePct: 50, netPnl: -25, expectancy: -12.5, averageR: -0.125 }],
      ['b', 0, { tradeCount: 0, winRatePct: null, netPnl: 0, expectancy: null, averageR: null }],
    ]);
  });
});

describe('sortTagRows', () => {
  const rows: TagRow[] = tagRows(
    [
      tag('a', 'beta', 'mistake'),
      tag('b', 'Alpha', 'setup'),
      tag('c', 'gamma', 'emotion'),
      tag('d', 'Delta', 'setup'),
    ],
    breakdown(
      [
        trade(-40, [setup('a')]),
        trade(100, [setup('b')]),
        trade(-20, [setup('b')]),
        trade(40, [setup('b'), setup('c')]),
        trade(-40, [setup('c')]),
      ],
      'tag',
      OPTIONS,
    ),
  );
  const names = (sorted: TagRow[]) => sorted.map((r) => r.name);

  it('sorts by name whatever the capitals without a sort', () => {
    expect(names(sortTagRows(rows, null))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });

  it('keeps tags without trades last in both directions', () => {
    expect(names(sortTagRows(rows, { column: 'netPnl', direction: 'desc' }))).toEqual([
      'Alpha',
      'gamma',
      'beta',
      'Delta',
    ]);
    expect(names(sortTagRows(rows, { column: 'netPnl', direction: 'asc' }))).toEqual([
      'beta',
      'gamma',
      'Alpha',
      'Delta',
    ]);
  });

  it('sorts groups in their order and ties by name', () => {
    expect(names(sortTagRows(rows, { column: 'group', direction: 'asc' }))).toEqual([
      'Alpha',
      'Delta',
      'beta',
      'gamma',
    ]);
  });

  it('starts figures from the largest and flips on a second click', () => {
    const first = nextTagSort(null, 'winRatePct');
    expect(first).toEqual({ column: 'winRatePct', direction: 'desc' });
    expect(nextTagSort(first, 'winRatePct')).toEqual({ column: 'winRatePct', direction: 'asc' });
    expect(nextTagSort(first, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });
});

describe('filterTagRows and groupCounts', () => {
  const tags = [
    tag('a', 'FOMO', 'mistake'),
    tag('b', 'Fomo-adjacent', 'emotion'),
    tag('c', 'Breakout', 'setup'),
  ];

  it('keeps a group and the names holding the search, whatever the capitals', () => {
    expect(filterTagRows(tags, 'all', ' fomo').map((t) => t.id)).toEqual(['a', 'b']);
    expect(filterTagRows(tags, 'mistake', 'fomo').map((t) => t.id)).toEqual(['a']);
    expect(filterTagRows(tags, 'custom', '')).toEqual([]);
  });

  it('counts the tags of each group', () => {
    expect(groupCounts(tags)).toEqual({ all: 3, setup: 1, mistake: 1, emotion: 1, custom: 0 });
  });
});
