import type { ErrorCatalogueEntry } from '../types.ts';

/** DB: reading and saving journal data. */
export const databaseEntries = {
  'DB-001': {
    code: 'DB-001',
    category: 'DB',
    title: 'Database Connection Failed',
    description: 'The app could not reach the database.',
    userMessage: "We couldn't reach the database. Check your internet connection and try again.",
    technicalDetails:
      'SQLSTATE class 08 / 53300 / 57P0x, PGRST000-PGRST002, or a connection or network failure while talking to rest/v1.',
    possibleCauses: [
      'Your internet connection dropped',
      'The Edgelog server is restarting or under maintenance',
    ],
    solutions: [
      'Check your internet connection',
      'Wait a moment and try again',
      'Check the status page if the problem continues',
    ],
    severity: 'high',
    retryable: true,
  },
  'DB-002': {
    code: 'DB-002',
    category: 'DB',
    title: 'Query Failed',
    description: 'A request to load or save data failed.',
    userMessage: "We couldn't load or save your data. Please try again.",
    technicalDetails:
      'A PostgREST or PostgreSQL error with no more specific code (e.g. PGRST1xx/2xx request or schema errors, 42P01, 42703, 40001, P0001).',
    possibleCauses: ['A temporary problem on the server', 'The app and the server are on different versions'],
    solutions: ['Try again', 'Reload the page', 'Contact support with the error code if it keeps happening'],
    severity: 'medium',
    retryable: true,
  },
  'DB-003': {
    code: 'DB-003',
    category: 'DB',
    title: 'Constraint Violation',
    description: 'The data was rejected because it breaks one of the database rules.',
    userMessage: "Some of the values you entered aren't allowed. Please check the form and try again.",
    technicalDetails:
      'SQLSTATE class 23 other than 23505/23503: not-null (23502), check (23514), exclusion (23P01) or restrict (23001) violation.',
    possibleCauses: [
      'A required value was left empty',
      'A value is outside what is allowed (for example a negative quantity)',
    ],
    solutions: ['Review the highlighted fields and correct them', 'Then save again'],
    severity: 'medium',
    retryable: false,
  },
  'DB-004': {
    code: 'DB-004',
    category: 'DB',
    title: 'Record Not Found',
    description: 'The requested item does not exist or is not visible to you.',
    userMessage: "We couldn't find what you were looking for. It may have been deleted.",
    technicalDetails:
      'PGRST116: a single row was requested (.single()) but zero or several rows were returned.',
    possibleCauses: [
      'The item was deleted, possibly in another tab or device',
      'The link you followed is old or mistyped',
    ],
    solutions: ['Go back to the list and open the item again', 'Refresh the page to see the latest data'],
    severity: 'low',
    retryable: false,
  },
  'DB-005': {
    code: 'DB-005',
    category: 'DB',
    title: 'Duplicate Entry',
    description: 'An item with the same unique details already exists.',
    userMessage: 'This item already exists. Change the name or details and try again.',
    technicalDetails:
      'SQLSTATE 23505 unique_violation ("duplicate key value violates unique constraint"), storage ResourceAlreadyExists, or auth user_already_exists / email_exists.',
    possibleCauses: [
      'You already created something with this name',
      'The same form was submitted twice',
      'An account with this email address already exists',
    ],
    solutions: [
      'Use a different name, or edit the existing item instead',
      'Refresh the page to check whether your first save went through',
    ],
    severity: 'low',
    retryable: false,
  },
  'DB-007': {
    code: 'DB-007',
    category: 'DB',
    title: 'Database Timeout',
    description: 'The database took too long to answer.',
    userMessage: 'The database took too long to respond. Please try again in a moment.',
    technicalDetails:
      'SQLSTATE 57014 (canceling statement due to statement timeout) or PGRST003 (timed out waiting for a connection).',
    possibleCauses: ['A very large report or date range', 'The server is busy'],
    solutions: ['Try again in a moment', 'Narrow the date range or filters and try again'],
    severity: 'medium',
    retryable: true,
  },
  'DB-008': {
    code: 'DB-008',
    category: 'DB',
    title: 'Access Denied',
    description: 'The database refused access to this data.',
    userMessage: "You don't have access to this data. Try signing out and signing in again.",
    technicalDetails:
      'SQLSTATE 42501 insufficient_privilege: a permission or row-level-security check failed ("new row violates row-level security policy").',
    possibleCauses: [
      'The item belongs to another account',
      'Your session has switched to a different account',
    ],
    solutions: ['Sign out and sign in again', 'Make sure you are using the account that owns this data'],
    severity: 'high',
    retryable: false,
  },
  'DB-010': {
    code: 'DB-010',
    category: 'DB',
    title: 'Linked Item Problem',
    description: 'The item refers to something that does not exist, or is still used by other items.',
    userMessage:
      "This item is linked to something that doesn't exist or is still in use (for example an account that still has trades).",
    technicalDetails: 'SQLSTATE 23503 foreign_key_violation.',
    possibleCauses: [
      'You tried to delete an account, strategy or tag that trades still use',
      'The account, strategy or tag you picked was deleted meanwhile',
    ],
    solutions: [
      'Move or delete the linked trades first, then try again',
      'Refresh the page and pick the account, strategy or tag again',
    ],
    severity: 'medium',
    retryable: false,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
