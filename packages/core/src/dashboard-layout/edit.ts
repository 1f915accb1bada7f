// The changes a trader makes to the layout: each returns a new layout and leaves the given one alone.
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardLayout, type DashboardWidgetId } from './widgets.ts';

/** Moves a widget to `index` (clamped to the list), the others keeping their order. */
export function moveDashboardWidgetTo(
  layout: DashboardLayout,
  id: DashboardWidgetId,
  index: number,
): DashboardLayout {
  const from = layout.widgets.findIndex((widget) => widget.id === id);
  const moving = layout.widgets[from];
  if (moving === undefined) return layout;
  const rest = layout.widgets.filter((widget) => widget.id !== id);
  const to = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  if (to === from) return layout;
  return { ...layout, widgets: [...rest.slice(0, to), moving, ...rest.slice(to)] };
}

/** Moves a widget one place up (-1) or down (+1) among the widgets shown, past hidden ones. */
export function moveDashboardWidget(
  layout: DashboardLayout,
  id: DashboardWidgetId,
  direction: -1 | 1,
): DashboardLayout {
  const shown = layout.widgets.filter((widget) => !widget.hidden || widget.id === id);
  const at = shown.findIndex((widget) => widget.id === id);
  const neighbour = shown[at + direction];
  if (at < 0 || neighbour === undefined) return layout;
  const target = layout.widgets.findIndex((widget) => widget.id === neighbour.id);
  return moveDashboardWidgetTo(layout, id, target);
}

export function setDashboardWidgetHidden(
  layout: DashboardLayout,
  id: DashboardWidgetId,
  hidden: boolean,
): DashboardLayout {
  if (!layout.widgets.some((widget) => widget.id === id && widget.hidden !== hidden)) return layout;
  return {
    ...layout,
    widgets: layout.widgets.map((widget) => (widget.id === id ? { ...widget, hidden } : widget)),
  };
}

export function isDefaultDashboardLayout(layout: DashboardLayout): boolean {
  return (
    layout.widgets.length === DEFAULT_DASHBOARD_LAYOUT.widgets.length &&
    layout.widgets.every((widget, index) => {
      const standard = DEFAULT_DASHBOARD_LAYOUT.widgets[index];
      return standard !== undefined && standard.id === widget.id && standard.hidden === widget.hidden;
    })
  );
}
