import { describe, expect, it } from 'vitest';
import {
  isDefaultDashboardLayout,
  moveDashboardWidget,
  moveDashboardWidgetTo,
  setDashboardWidgetHidden,
} from './edit.ts';
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardLayout } from './widgets.ts';

const order = (layout: DashboardLayout) =>
  layout.widgets.map((widget) => (widget.hidden ? `(${widget.id})` : widget.id));

describe('moving widgets', () => {
  it('moves a widget up and down one place', () => {
    const up = moveDashboardWidget(DEFAULT_DASHBOARD_LAYOUT, 'daily-pnl', -1);
    expect(order(up).slice(0, 3)).toEqual(['kpis', 'daily-pnl', 'equity-curve']);
    const down = moveDashboardWidget(up, 'kpis', 1);
    expect(order(down).slice(0, 3)).toEqual(['daily-pnl', 'kpis', 'equity-curve']);
  });

  it('leaves the first widget in place when moved up and the last when moved down', () => {
    expect(moveDashboardWidget(DEFAULT_DASHBOARD_LAYOUT, 'kpis', -1)).toBe(DEFAULT_DASHBOARD_LAYOUT);
    expect(moveDashboardWidget(DEFAULT_DASHBOARD_LAYOUT, 'mini-calendar', 1)).toBe(DEFAULT_DASHBOARD_LAYOUT);
  });

  it('steps over hidden widgets, which the trader cannot see', () => {
    const hidden = setDashboardWidgetHidden(DEFAULT_DASHBOARD_LAYOUT, 'equity-curve', true);
    expect(order(moveDashboardWidget(hidden, 'daily-pnl', -1))).toEqual([
      'daily-pnl',
      'kpis',
      '(equity-curve)',
      'win-loss',
      'recent-trades',
      'mini-calendar',
    ]);
    expect(order(moveDashboardWidget(hidden, 'kpis', 1))).toEqual([
      '(equity-curve)',
      'daily-pnl',
      'kpis',
      'win-loss',
      'recent-trades',
      'mini-calendar',
    ]);
  });

  it('drops a dragged widget at the place given, clamped to the list', () => {
    expect(order(moveDashboardWidgetTo(DEFAULT_DASHBOARD_LAYOUT, 'kpis', 3))).toEqual([
      'equity-curve',
      'daily-pnl',
      'win-loss',
      'kpis',
      'recent-trades',
      'mini-calendar',
    ]);
    expect(order(moveDashboardWidgetTo(DEFAULT_DASHBOARD_LAYOUT, 'win-loss', -5))[0]).toBe('win-loss');
    expect(order(moveDashboardWidgetTo(DEFAULT_DASHBOARD_LAYOUT, 'kpis', 99)).at(-1)).toBe('kpis');
  });

  it('never changes the layout it was given', () => {
    const before = JSON.stringify(DEFAULT_DASHBOARD_LAYOUT);
    moveDashboardWidgetTo(DEFAULT_DASHBOARD_LAYOUT, 'kpis', 2);
    setDashboardWidgetHidden(DEFAULT_DASHBOARD_LAYOUT, 'kpis', true);
    expect(JSON.stringify(DEFAULT_DASHBOARD_LAYOUT)).toBe(before);
  });
});

describe('hiding widgets', () => {
  it('hides and restores a widget in its place', () => {
    const hidden = setDashboardWidgetHidden(DEFAULT_DASHBOARD_LAYOUT, 'win-loss', true);
    expect(order(hidden)[3]).toBe('(win-loss)');
    expect(isDefaultDashboardLayout(hidden)).toBe(false);
    const shown = setDashboardWidgetHidden(hidden, 'win-loss', false);
    expect(isDefaultDashboardLayout(shown)).toBe(true);
  });

  it('gives the same layout back when nothing changes', () => {
    expect(setDashboardWidgetHidden(DEFAULT_DASHBOARD_LAYOUT, 'kpis', false)).toBe(DEFAULT_DASHBOARD_LAYOUT);
  });
});
