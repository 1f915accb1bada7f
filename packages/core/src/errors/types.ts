/** The error categories of SPEC section 8; a code is `${category}-${NNN}`. */
export const errorCategories = [
  'AUTH',
  'DB',
  'STORAGE',
  'VALIDATION',
  'NETWORK',
  'CANVAS',
  'TRADE',
  'DASHBOARD',
  'SYSTEM',
] as const;

export type ErrorCategory = (typeof errorCategories)[number];

export const errorSeverities = ['critical', 'high', 'medium', 'low'] as const;

export type ErrorSeverity = (typeof errorSeverities)[number];

/** One record of the error-code catalogue (SPEC section 3). */
export interface ErrorCatalogueEntry {
  code: string;
  category: ErrorCategory;
  title: string;
  description: string;
  userMessage: string;
  technicalDetails: string;
  possibleCauses: readonly string[];
  solutions: readonly string[];
  severity: ErrorSeverity;
  retryable: boolean;
}

export function isErrorCategory(value: unknown): value is ErrorCategory {
  return typeof value === 'string' && (errorCategories as readonly string[]).includes(value);
}
