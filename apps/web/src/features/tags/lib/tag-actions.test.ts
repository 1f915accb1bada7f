import { describe, expect, it } from 'vitest';
import { deleteSummary, mergeSummary, mergeTargets, mergedMessage } from './tag-actions';
import type { TagRecord } from './tag-rows';

const tag = (id: string, name: string, linkedTrades: number): TagRecord => ({
  id,
  name,
  color: '#2563eb',
  group: 'setup',
  createdAt: '2026-01-01T00:00:00Z',
  linkedTrades,
});

describe('mergeTargets', () => {
  it('offers every other tag by name, never the source', () => {
    const tags = [tag('a', 'pullback', 1), tag('b', 'Breakout', 2), tag('c', 'Abc', 0)];
    expect(mergeTargets(tags, 'a').map((t) => t.id)).toEqual(['c', 'b']);
    expect(mergeTargets([tag('a', 'only', 1)], 'a')).toEqual([]);
  });
});

describe('merge and delete words', () => {
  it('says how many trades move', () => {
    expect(mergeSummary(tag('a', 'Pullback', 3), tag('b', 'Breakout', 1))).toBe(
      'The 3 trades tagged “Pullback” move to “Breakout”; a trade that has both keeps one. “Pullback” is then deleted.',
    );
    expect(mergeSummary(tag('a', 'Pullback', 1), undefined)).toContain(
      'The 1 trade tagged “Pullback” moves to the tag',
    );
    expect(mergeSummary(tag('a', 'Pullback', 0), undefined)).toMatch(/^No trade carries “Pullback”/);
  });

  it('tells what the merge did', () => {
    expect(mergedMessage('A', 'B', { moved: 2, already_tagged: 0 })).toBe(
      '“A” merged into “B”: 2 trades moved.',
    );
    expect(mergedMessage('A', 'B', { moved: 1, already_tagged: 1 })).toBe(
      '“A” merged into “B”: 1 trade moved (1 trade already had it).',
    );
  });

  it('says how many trades lose a deleted tag', () => {
    expect(deleteSummary(tag('a', 'FOMO', 1))).toMatch(/^1 trade loses this tag/);
    expect(deleteSummary(tag('a', 'FOMO', 1200))).toMatch(/^1,200 trades lose this tag/);
    expect(deleteSummary(tag('a', 'FOMO', 0))).toMatch(/^No trade carries “FOMO”/);
  });
});
