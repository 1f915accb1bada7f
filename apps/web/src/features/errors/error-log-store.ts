import { appendToErrorLog, ERROR_LOG_KEY, parseErrorLog, type ErrorRecord } from '@edgelog/core';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The persisted error log in localStorage (last 100 records). It lives under the product prefix,
 * so sign-out clears it with the rest of the user's stored state, and it is not protected, so
 * storage cleanup may trim it under pressure.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedLog: readonly ErrorRecord[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ERROR_LOG_KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored records, oldest first; the same array until the stored value changes. */
export function readErrorLog(): readonly ErrorRecord[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLog = parseErrorLog(raw);
  }
  return cachedLog;
}

function write(log: readonly ErrorRecord[]): void {
  try {
    window.localStorage.setItem(ERROR_LOG_KEY, JSON.stringify(log));
  } catch {
    // Storage full: keep the newer half rather than nothing; the log is a convenience.
    try {
      window.localStorage.setItem(ERROR_LOG_KEY, JSON.stringify(log.slice(-Math.ceil(log.length / 2))));
    } catch {
      return;
    }
  }
  notify();
}

export function addToErrorLog(record: ErrorRecord): void {
  write(appendToErrorLog(readErrorLog(), record));
}

export function clearErrorLog(): void {
  try {
    window.localStorage.removeItem(ERROR_LOG_KEY);
  } catch {
    return;
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab writing the log, or sign-out clearing it there.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ERROR_LOG_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The error log, newest first, kept up to date while mounted. */
export function useErrorLog(): readonly ErrorRecord[] {
  const log = useSyncExternalStore(subscribe, readErrorLog, readErrorLog);
  return useMemo(() => [...log].reverse(), [log]);
}
