import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  DEFAULT_VISIBLE,
  LOG_COLUMN_IDS,
  moveColumn,
  normaliseLayout,
  toggleColumn,
  visibleColumns,
  type ColumnLayout,
} from './log-columns';

describe('normaliseLayout', () => {
  it.each([null, 'layout', 3, {}, { order: ['net'] }, { order: 'net', visible: [] }])(
    'falls back to the default for %j',
    (stored) => {
      expect(normaliseLayout(stored)).toEqual(DEFAULT_LAYOUT);
    },
  );

  it('drops unknown and repeated ids, appends missing columns hidden, and always shows the symbol', () => {
    const layout = normaliseLayout({ order: ['net', 'bogus', 'net', 'r'], visible: ['r', 'net', 'x', 7] });
    const rest = LOG_COLUMN_IDS.filter((id) => id !== 'net' && id !== 'r');
    expect(layout.order).toEqual(['net', 'r', ...rest]);
    expect(layout.visible).toEqual(['net', 'r', 'symbol']);
  });
});

describe('visibleColumns', () => {
  it('lists the shown columns in display order', () => {
    const layout: ColumnLayout = { order: ['r', 'symbol', 'net', 'opened'], visible: ['opened', 'r'] };
    expect(visibleColumns(layout).map((column) => column.id)).toEqual(['r', 'opened']);
    expect(visibleColumns(DEFAULT_LAYOUT).map((column) => column.id)).toEqual(DEFAULT_VISIBLE);
  });
});

describe('moveColumn', () => {
  it('swaps a column with its neighbour, visible ones following the order', () => {
    const moved = moveColumn(DEFAULT_LAYOUT, 'symbol', -1);
    expect(moved.order.slice(0, 3)).toEqual(['symbol', 'opened', 'account']);
    expect(moved.visible.slice(0, 3)).toEqual(['symbol', 'opened', 'account']);
    expect(moveColumn(moved, 'symbol', 1)).toEqual(DEFAULT_LAYOUT);
  });

  it.each([
    ['opened', -1],
    ['rating', 1],
  ] as const)('leaves %s where it is when moved %i past the end', (id, by) => {
    expect(moveColumn(DEFAULT_LAYOUT, id, by)).toBe(DEFAULT_LAYOUT);
  });
});

describe('toggleColumn', () => {
  it('shows a hidden column in its place and hides a shown one', () => {
    expect(toggleColumn(DEFAULT_LAYOUT, 'asset').visible).toEqual([
      'opened',
      'symbol',
      'account',
      'asset',
      ...DEFAULT_VISIBLE.slice(3),
    ]);
    expect(toggleColumn(DEFAULT_LAYOUT, 'net').visible).toEqual(DEFAULT_VISIBLE.filter((id) => id !== 'net'));
  });

  it('never hides the symbol', () => {
    expect(toggleColumn(DEFAULT_LAYOUT, 'symbol')).toBe(DEFAULT_LAYOUT);
  });
});
