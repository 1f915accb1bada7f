import type { ErrorCatalogueEntry } from '../types.ts';

/** The message SYSTEM-004 and the 'Unknown Error' record share (SPEC section 8). */
export const GENERIC_USER_MESSAGE = 'Something went wrong. Please try again.';

/** SYSTEM: the app itself. */
export const systemEntries = {
  'SYSTEM-001': {
    code: 'SYSTEM-001',
    category: 'SYSTEM',
    title: 'Out of Memory',
    description: 'The browser ran out of memory while running the app.',
    userMessage: 'Your browser is running low on memory. Close other tabs and reload the page.',
    technicalDetails:
      'RangeError or allocation failure: out of memory, "Maximum call stack size exceeded", array buffer allocation failed.',
    possibleCauses: ['Many open tabs or programs', 'A very large journal loaded at once'],
    solutions: ['Close other tabs and reload the page', 'Narrow the date range of large reports'],
    severity: 'critical',
    retryable: true,
  },
  'SYSTEM-004': {
    code: 'SYSTEM-004',
    category: 'SYSTEM',
    title: 'Unexpected Error',
    description: 'An error occurred that the app did not expect.',
    userMessage: GENERIC_USER_MESSAGE,
    technicalDetails:
      'An uncaught error, an unhandled promise rejection, or an error no other rule classified.',
    possibleCauses: ['A bug in the app', 'A temporary problem with your connection or the server'],
    solutions: [
      'Try again',
      'Reload the page',
      'If it keeps happening, copy the error details from Settings and send them to support',
    ],
    severity: 'medium',
    retryable: true,
  },
  'SYSTEM-009': {
    code: 'SYSTEM-009',
    category: 'SYSTEM',
    title: 'New Version Available',
    description: 'Part of the app could not load because a newer version has been released.',
    userMessage: 'A new version of Edgelog is available. Please reload the page to update.',
    technicalDetails:
      'A code chunk failed to load ("Failed to fetch dynamically imported module", "Loading chunk N failed", ChunkLoadError), or client and server disagree (version or binding mismatch).',
    possibleCauses: [
      'Edgelog was updated while this page was open',
      'The connection dropped while loading part of the app',
    ],
    solutions: ['Reload the page', 'If it persists, clear the site cache and reload'],
    severity: 'high',
    retryable: true,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
