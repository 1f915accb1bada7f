/**
 * The part of the Web Storage interface (window.localStorage) this module uses. Everything
 * here takes one of these and, where time matters, an injected `now`, so it runs unchanged
 * over localStorage in the browser and over an in-memory storage in tests.
 */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MB = 1024 * 1024;

/** Every key currently in the storage (a snapshot, safe to iterate while removing). */
export function listKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}
