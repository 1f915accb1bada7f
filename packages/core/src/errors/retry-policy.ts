/**
 * When the error boundary retries on its own (SPEC 4 "Error boundary", 9 "Auto-retry of
 * errors"). Decided synchronously, without the catalogue, which the boundary does not load
 * until it has something to record.
 */
import { inspectError } from './classify/inspect.ts';

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
