import { DEFAULT_DISPLAY_FORMAT, type DisplayFormat } from '@edgelog/core';

/**
 * The trader's display choices as they are now, for code that formats outside React (chart label
 * callbacks, option builders). Dependency-free so pure modules and their unit tests can import it:
 * the preferences register themselves as the source when the signed-in app loads them, and until
 * then (and in tests) the defaults apply, with the browser's zone.
 */
let source: (() => DisplayFormat) | null = null;
let fallback: DisplayFormat | null = null;

export function setDisplaySource(read: (() => DisplayFormat) | null): void {
  source = read;
}

export function currentDisplay(): DisplayFormat {
  if (source !== null) return source();
  fallback ??= { ...DEFAULT_DISPLAY_FORMAT, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return fallback;
}
