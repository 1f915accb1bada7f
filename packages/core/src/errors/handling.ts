/**
 * How the web app reacts to errors it did not expect (SPEC sections 4 "Error boundary", 8
 * "Presentation and handling" and 9 "Auto-retry of errors"). Kept apart from the catalogue so
 * the error boundary can decide synchronously without loading the catalogue.
 */
import { classifyError, inspectError } from './classify/index.ts';
import type { ErrorCode } from './catalogue/index.ts';
import { isInvalidSessionError } from './presentation.ts';

/** The boundary retries a load or network failure at most twice. */
export const MAX_AUTO_RETRIES = 2;

/** Delay before auto-retry number `retry` (0-based): 2 s plus 1 s per retry already made. */
export function autoRetryDelayMs(retry: number): number {
  return 2_000 + 1_000 * Math.max(0, retry);
}

// Chromium, Firefox and Safari word a failed dynamic import differently; webpack-style
// bundles throw ChunkLoadError / "Loading chunk N failed".
const LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading (css )?chunk .* failed|chunkloaderror/;
// fetch() rejections: Chromium "Failed to fetch", Firefox "NetworkError when attempting to
// fetch resource", Safari "Load failed", React Native style "Network request failed".
const NETWORK_FAILURE = /failed to fetch|networkerror|network error|network request failed|^load failed$/;

function searchableText(error: unknown): { name: string; message: string } {
  const info = inspectError(error);
  return { name: info.name.toLowerCase(), message: info.message.toLowerCase().trim() };
}

/** A code chunk that could not be fetched: retrying may well succeed. */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = searchableText(error);
  return name === 'chunkloaderror' || LOAD_FAILURE.test(message);
}

/** Load or network failures: the ones the error boundary retries on its own. */
export function isAutoRetryableError(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  const { message } = searchableText(error);
  return NETWORK_FAILURE.test(message);
}

/**
 * The code for an uncaught error or unhandled rejection: a network error when its message
 * mentions the network or fetch, otherwise an unexpected error (SYSTEM-004).
 */
export function globalErrorCode(error: unknown): ErrorCode {
  const { message } = searchableText(error);
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
  const { message } = searchableText(error);
  return BROWSER_NOISE.some((pattern) => pattern.test(message)) ? 'silent' : 'report';
}
