import { describe, expect, it } from 'vitest';
import { CORRUPT, SAVED_V1, V1_BEFORE_NEW_WIDGETS, V1_WITH_RETIRED_WIDGET } from './layout-fixtures.ts';
import { restoreDashboardLayout } from './restore.ts';
import { DASHBOARD_WIDGETS, DEFAULT_DASHBOARD_LAYOUT } from './widgets.ts';

const ids = (layout: { widgets: readonly { id: string; hidden: boolean }[] }) =>
  layout.widgets.map((widget) => `${widget.id}${widget.hidden ? ' (hidden)' : ''}`);

describe('restoreDashboardLayout', () => {
  it('gives the default layout when nothing is saved', () => {
    expect(restoreDashboardLayout(null)).toEqual({ layout: DEFAULT_DASHBOARD_LAYOUT, status: 'default' });
    expect(restoreDashboardLayout(undefined).status).toBe('default');
  });

  it('reads a layout this release saved as it was saved', () => {
    const restored = restoreDashboardLayout(SAVED_V1);
    expect(restored.status).toBe('saved');
    expect(ids(restored.layout)).toEqual([
      'kpis',
      'mini-calendar',
      'equity-curve',
      'daily-pnl',
      'win-loss (hidden)',
      'recent-trades',
    ]);
    expect(restored.layout.version).toBe(1);
  });

  it('appends widgets added since the layout was saved, shown, after the saved ones', () => {
    const restored = restoreDashboardLayout(V1_BEFORE_NEW_WIDGETS);
    expect(restored.status).toBe('migrated');
    expect(ids(restored.layout)).toEqual([
      'daily-pnl (hidden)',
      'kpis',
      'equity-curve',
      'win-loss',
      'recent-trades',
      'mini-calendar',
    ]);
  });

  it('drops a widget that no longer exists and keeps the rest in place', () => {
    const restored = restoreDashboardLayout(V1_WITH_RETIRED_WIDGET);
    expect(restored.status).toBe('migrated');
    expect(ids(restored.layout)).toEqual([...DASHBOARD_WIDGETS]);
  });

  it.each(Object.entries(CORRUPT))('loads the default for a corrupt document: %s', (_, raw) => {
    expect(restoreDashboardLayout(raw)).toEqual({ layout: DEFAULT_DASHBOARD_LAYOUT, status: 'corrupt' });
  });

  it('does not share the saved objects with the layout it gives', () => {
    const raw = { version: 1, widgets: DASHBOARD_WIDGETS.map((id) => ({ id, hidden: false })) };
    const restored = restoreDashboardLayout(raw);
    raw.widgets[0] = { id: 'daily-pnl', hidden: true };
    expect(restored.layout.widgets[0]).toEqual({ id: 'kpis', hidden: false });
  });
});
