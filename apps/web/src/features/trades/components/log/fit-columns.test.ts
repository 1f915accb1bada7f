import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, LOG_COLUMNS, visibleColumns } from '../../lib/log-columns';
import { fitColumns } from './fit-columns';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);
const defaults = visibleColumns(DEFAULT_LAYOUT);
const CHECKBOX = 2.75;

describe('fitColumns', () => {
  it('keeps every column where there is room', () => {
    const fitted = fitColumns(defaults, 200, CHECKBOX);
    expect(ids(fitted.shown)).toEqual(ids(defaults));
    expect(fitted.left).toEqual([]);
  });

  it('fits everything before the width is known', () => {
    expect(ids(fitColumns(defaults, 0, CHECKBOX).shown)).toEqual(ids(defaults));
  });

  it('keeps Net P&L, R and Result in a laptop-wide log (1440 px with the sidebar)', () => {
    const fitted = fitColumns(defaults, 70, CHECKBOX);
    expect(ids(fitted.shown)).toEqual(expect.arrayContaining(['opened', 'symbol', 'net', 'r', 'result']));
    const width = fitted.shown.reduce((sum, column) => sum + column.width, CHECKBOX);
    expect(width).toBeLessThanOrEqual(70);
    expect(fitted.left.length).toBeGreaterThan(0);
  });

  it('gives the room left to the most useful columns first, in the trader order', () => {
    const fitted = fitColumns(defaults, 60, CHECKBOX);
    expect(ids(fitted.shown)).toEqual(['opened', 'symbol', 'side', 'entry', 'exit', 'net', 'r', 'result']);
    expect(ids(fitted.left)).toEqual(['account', 'status', 'quantity']);
  });

  it('never drops the kept columns, even when they alone do not fit', () => {
    const fitted = fitColumns(defaults, 20, CHECKBOX);
    expect(ids(fitted.shown)).toEqual(['opened', 'symbol', 'net', 'r', 'result']);
  });

  it('shows only what the trader chose', () => {
    const chosen = [LOG_COLUMNS.symbol, LOG_COLUMNS.rating, LOG_COLUMNS.net];
    expect(ids(fitColumns(chosen, 100, CHECKBOX).shown)).toEqual(['symbol', 'rating', 'net']);
  });
});
