/** How errors are presented and handled (SPEC sections 4 and 8). */
import { inspectError } from './classify/inspect.ts';
import type { ErrorSeverity } from './types.ts';

/** Error toast duration: 10 s critical, 7 s high, 5 s otherwise. */
export function toastDurationMs(severity: ErrorSeverity | string): number {
  if (severity === 'critical') return 10_000;
  if (severity === 'high') return 7_000;
  return 5_000;
}

/**
 * Refresh-token failures that mean the stored session is dead (SPEC section 4): the app
 * clears all stored auth data and signs out locally, silently, without an error toast.
 */
export const INVALID_SESSION_MARKERS = [
  'refresh_token_not_found',
  'Invalid Refresh Token',
  'invalid_token',
  'jwt expired',
  'user_not_found',
  'Refresh Token Not Found',
] as const;

const normalise = (text: string): string => text.toLowerCase().replace(/_/g, ' ');
const markers = INVALID_SESSION_MARKERS.map(normalise);

/** True when the error (an auth error, a response body or a message) is one of the invalid-session cases. */
export function isInvalidSessionError(error: unknown): boolean {
  const info = inspectError(error);
  const text = normalise([info.code, info.message, info.details, info.hint].join(' '));
  return markers.some((marker) => text.includes(marker));
}
