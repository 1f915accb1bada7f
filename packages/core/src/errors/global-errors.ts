/** What the global handlers make of uncaught errors and unhandled rejections (SPEC 8). */
import type { ErrorCode } from './catalogue/index.ts';
import { classifyError, inspectError } from './classify/index.ts';
import { isInvalidSessionError } from './presentation.ts';

function messageOf(error: unknown): string {
  return inspectError(error).message.toLowerCase().trim();
}

/**
 * The code for an uncaught error or unhandled rejection: a network error when its message
 * mentions the network or fetch, otherwise an unexpected error (SYSTEM-004).
 */
export function globalErrorCode(error: unknown): ErrorCode {
  const message = messageOf(error);
  return /network|fetch/.test(message) ? classifyError(error, 'NETWORK') : 'SYSTEM-004';
}

// Browser noise rather than failures of the app: the ResizeObserver loop notices Chromium
// reports as window errors, and "Script error." from cross-origin scripts, which carries nothing
// a user or support could act on.
const BROWSER_NOISE = [/^resizeobserver loop/, /^script error\.?$/];

/**
 * What the global handlers do with an uncaught error: 'silent' for an invalid session (the
 * session code clears it without a message, SPEC 4) and for browser noise, else 'report'.
 */
export function globalErrorDisposition(error: unknown): 'report' | 'silent' {
  if (isInvalidSessionError(error)) return 'silent';
  const message = messageOf(error);
  return BROWSER_NOISE.some((pattern) => pattern.test(message)) ? 'silent' : 'report';
}
