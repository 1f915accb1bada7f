// The dashboard's widgets and the layout a trader starts from. The order of DASHBOARD_WIDGETS is
// the default order; a widget added in a later release goes at the end of a saved layout.

export const DASHBOARD_WIDGETS = [
  'kpis',
  'equity-curve',
  'daily-pnl',
  'win-loss',
  'recent-trades',
  'mini-calendar',
] as const;
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];

/** The version of the layout document this release reads and writes. */
export const DASHBOARD_LAYOUT_VERSION = 1;

/** The saved limit of user_settings.dashboard_layout, checked before a save. */
export const DASHBOARD_LAYOUT_MAX_BYTES = 64 * 1024;

export interface DashboardWidgetPlacement {
  id: DashboardWidgetId;
  hidden: boolean;
}

/** What user_settings.dashboard_layout holds: every widget once, in the order shown. */
export interface DashboardLayout {
  version: typeof DASHBOARD_LAYOUT_VERSION;
  widgets: readonly DashboardWidgetPlacement[];
}

export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = Object.freeze({
  version: DASHBOARD_LAYOUT_VERSION,
  widgets: Object.freeze(DASHBOARD_WIDGETS.map((id) => Object.freeze({ id, hidden: false }))),
});

export function isDashboardWidgetId(value: unknown): value is DashboardWidgetId {
  return typeof value === 'string' && (DASHBOARD_WIDGETS as readonly string[]).includes(value);
}
