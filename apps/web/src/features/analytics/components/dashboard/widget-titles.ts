import type { DashboardWidgetId } from '@edgelog/core';

/** Each widget's name in the layout's controls and the list of hidden widgets. */
export const WIDGET_TITLES: Readonly<Record<DashboardWidgetId, string>> = {
  kpis: 'Key figures',
  'equity-curve': 'Equity curve',
  'daily-pnl': 'Daily P&L',
  'win-loss': 'Wins and losses',
  'recent-trades': 'Recent trades',
  'mini-calendar': 'Calendar',
};

/** Widgets across the whole width; the others share a row from large screens up. */
export const WIDE_WIDGETS: ReadonlySet<DashboardWidgetId> = new Set(['kpis', 'equity-curve']);
