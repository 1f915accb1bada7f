// Reads whatever user_settings.dashboard_layout holds into a layout the page can draw. Nothing a
// trader saved, an older release wrote or a hand edit broke may stop the dashboard from showing:
// anything unreadable gives the default layout and says so.
import { upgradeLayoutDocument, type LayoutDocument } from './migrations.ts';
import {
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_WIDGETS,
  DEFAULT_DASHBOARD_LAYOUT,
  isDashboardWidgetId,
  type DashboardLayout,
  type DashboardWidgetId,
  type DashboardWidgetPlacement,
} from './widgets.ts';

/**
 * saved: used as saved. default: nothing saved. migrated: saved by an earlier release (or before
 * a widget was added or retired) and brought up to date; saving it back is safe. corrupt:
 * unreadable, the default is shown instead.
 */
export type DashboardLayoutStatus = 'saved' | 'default' | 'migrated' | 'corrupt';

export interface RestoredDashboardLayout {
  layout: DashboardLayout;
  status: DashboardLayoutStatus;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asDocument(raw: unknown): LayoutDocument | null {
  if (!isRecord(raw)) return null;
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  return { ...raw, version };
}

type Placements = { widgets: DashboardWidgetPlacement[]; changed: boolean } | null;

/** The current version's widget list: known widgets once each, retired ones dropped, new ones appended. */
function readPlacements(widgets: unknown): Placements {
  if (!Array.isArray(widgets)) return null;
  const seen = new Set<DashboardWidgetId>();
  const placements: DashboardWidgetPlacement[] = [];
  let changed = false;
  for (const entry of widgets as readonly unknown[]) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.hidden !== 'boolean') return null;
    if (!isDashboardWidgetId(entry.id)) {
      changed = true;
      continue;
    }
    // The page never writes a widget twice: a repeat means the document was not ours.
    if (seen.has(entry.id)) return null;
    seen.add(entry.id);
    placements.push({ id: entry.id, hidden: entry.hidden });
  }
  for (const id of DASHBOARD_WIDGETS)
    if (!seen.has(id)) {
      placements.push({ id, hidden: false });
      changed = true;
    }
  return { widgets: placements, changed };
}

const corrupt = (): RestoredDashboardLayout => ({ layout: DEFAULT_DASHBOARD_LAYOUT, status: 'corrupt' });

export function restoreDashboardLayout(raw: unknown): RestoredDashboardLayout {
  if (raw === null || raw === undefined) return { layout: DEFAULT_DASHBOARD_LAYOUT, status: 'default' };
  const document = asDocument(raw);
  if (document === null) return corrupt();
  const upgraded = upgradeLayoutDocument(document, DASHBOARD_LAYOUT_VERSION);
  if (!upgraded.ok) return corrupt();
  const placements = readPlacements(upgraded.document.widgets);
  if (placements === null) return corrupt();
  return {
    layout: { version: DASHBOARD_LAYOUT_VERSION, widgets: placements.widgets },
    status: upgraded.steps > 0 || placements.changed ? 'migrated' : 'saved',
  };
}
