import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_LAYOUT_MIGRATIONS,
  upgradeLayoutDocument,
  type LayoutDocument,
  type LayoutMigration,
} from './migrations.ts';
import { DASHBOARD_LAYOUT_VERSION } from './widgets.ts';

// A chain of three versions only these tests know: 1 kept `order` and `hidden` lists, 2 a list of
// placements, 3 added a width per widget.
const steps: Record<number, LayoutMigration> = {
  1: (document) => {
    const order = Array.isArray(document.order) ? (document.order as unknown[]) : [];
    const hidden = Array.isArray(document.hidden) ? (document.hidden as unknown[]) : [];
    return { version: 2, widgets: order.map((id) => ({ id, hidden: hidden.includes(id) })) };
  },
  2: (document) => {
    const widgets = Array.isArray(document.widgets) ? (document.widgets as object[]) : [];
    return { version: 3, widgets: widgets.map((widget) => ({ ...widget, width: 'full' })) };
  },
};

const V1: LayoutDocument = { version: 1, order: ['kpis', 'daily-pnl'], hidden: ['daily-pnl'] };

describe('upgradeLayoutDocument', () => {
  it('walks every step from the saved version to the target', () => {
    expect(upgradeLayoutDocument(V1, 3, steps)).toEqual({
      ok: true,
      steps: 2,
      document: {
        version: 3,
        widgets: [
          { id: 'kpis', hidden: false, width: 'full' },
          { id: 'daily-pnl', hidden: true, width: 'full' },
        ],
      },
    });
  });

  it('stops at the target', () => {
    const upgraded = upgradeLayoutDocument(V1, 2, steps);
    expect(upgraded.ok && upgraded.document.version).toBe(2);
    expect(upgraded.ok && upgraded.steps).toBe(1);
  });

  it('leaves a document of the target version as it is', () => {
    const document: LayoutDocument = { version: 3, widgets: [] };
    expect(upgradeLayoutDocument(document, 3, steps)).toEqual({ ok: true, document, steps: 0 });
  });

  it('refuses a document newer than the target', () => {
    expect(upgradeLayoutDocument({ version: 4 }, 3, steps)).toEqual({
      ok: false,
      reason: 'version 4 is newer than this release reads',
    });
  });

  it('refuses a version no step reads', () => {
    expect(upgradeLayoutDocument({ version: 1 }, 3, { 2: steps[2] ?? ((d) => d) }).ok).toBe(false);
  });

  it('refuses a step that does not move one version forward', () => {
    const stuck: LayoutMigration = (document) => document;
    expect(upgradeLayoutDocument({ version: 1 }, 2, { 1: stuck })).toEqual({
      ok: false,
      reason: 'the upgrade from version 1 gave 1',
    });
  });

  it('has a step for every version before the current one', () => {
    for (let version = 1; version < DASHBOARD_LAYOUT_VERSION; version++)
      expect(DASHBOARD_LAYOUT_MIGRATIONS[version]).toBeTypeOf('function');
  });
});
