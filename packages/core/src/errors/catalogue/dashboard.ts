import type { ErrorCatalogueEntry } from '../types.ts';

/** DASHBOARD: the dashboard page and its widgets. */
export const dashboardEntries = {
  'DASHBOARD-001': {
    code: 'DASHBOARD-001',
    category: 'DASHBOARD',
    title: 'Dashboard Failed to Load',
    description: 'The dashboard could not load its data.',
    userMessage: "Your dashboard couldn't load. Please try again.",
    technicalDetails: 'Loading the dashboard layout or its summary queries failed.',
    possibleCauses: ['A connection problem', 'A temporary problem on the server'],
    solutions: ['Try again', 'Reload the page'],
    severity: 'medium',
    retryable: true,
  },
  'DASHBOARD-003': {
    code: 'DASHBOARD-003',
    category: 'DASHBOARD',
    title: 'Widget Error',
    description: 'One dashboard widget could not be shown.',
    userMessage:
      "One of your dashboard widgets couldn't be displayed. The rest of your dashboard still works.",
    technicalDetails:
      'A single widget threw while loading or rendering; it is isolated from the other widgets.',
    possibleCauses: ['The widget has no data for the selected period', 'A saved widget setting is outdated'],
    solutions: ['Try again', 'Change the date range', 'Remove and re-add the widget'],
    severity: 'low',
    retryable: true,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
