import type { ErrorCatalogueEntry } from '../types.ts';
import { authEntries } from './auth.ts';
import { canvasEntries } from './canvas.ts';
import { dashboardEntries } from './dashboard.ts';
import { databaseEntries } from './database.ts';
import { networkEntries } from './network.ts';
import { storageEntries } from './storage.ts';
import { GENERIC_USER_MESSAGE, systemEntries } from './system.ts';
import { tradeEntries } from './trade.ts';
import { validationEntries } from './validation.ts';

export { GENERIC_USER_MESSAGE };

/** Every entry of the SPEC section 8 catalogue, keyed by its code. */
export const errorCatalogue = {
  ...authEntries,
  ...databaseEntries,
  ...storageEntries,
  ...validationEntries,
  ...networkEntries,
  ...canvasEntries,
  ...tradeEntries,
  ...dashboardEntries,
  ...systemEntries,
} as const satisfies Record<string, ErrorCatalogueEntry>;

/** A code that has an entry in the catalogue. */
export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

/** The 'Unknown Error' record SPEC section 8 gives for any code not in the catalogue. */
export function unknownErrorEntry(code: string): ErrorCatalogueEntry {
  return {
    code,
    category: 'SYSTEM',
    title: 'Unknown Error',
    description: 'An error with a code the app does not recognise.',
    userMessage: GENERIC_USER_MESSAGE,
    technicalDetails: `The code "${code}" is not in the error catalogue.`,
    possibleCauses: ['The app and the server are on different versions', 'A bug in the app'],
    solutions: ['Try again', 'Reload the page to get the latest version'],
    severity: 'medium',
    retryable: true,
  };
}

/** The catalogue entry for `code`, or the 'Unknown Error' record carrying that code. */
export function getErrorEntry(code: string): ErrorCatalogueEntry {
  return isErrorCode(code) ? errorCatalogue[code] : unknownErrorEntry(code);
}
