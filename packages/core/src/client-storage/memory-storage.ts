/**
 * An in-memory StorageLike that enforces a quota like a browser does (throwing a
 * QuotaExceededError when a write would exceed it, counting two bytes per character of key
 * and value). For tests, and as a fallback when window.localStorage is unavailable.
 */
import type { StorageLike } from './types.ts';

export interface MemoryStorage extends StorageLike {
  /** A plain copy of the contents. */
  snapshot(): Record<string, string>;
  clear(): void;
}

export function createMemoryStorage(
  options: { quotaBytes?: number; initial?: Record<string, string> } = {},
): MemoryStorage {
  const quotaBytes = options.quotaBytes ?? Number.POSITIVE_INFINITY;
  const items = new Map<string, string>();
  let keys: string[] | null = null;
  let usedBytes = 0;
  const bytes = (key: string, value: string): number => (key.length + value.length) * 2;
  const storage: MemoryStorage = {
    get length() {
      return items.size;
    },
    key(index) {
      keys ??= [...items.keys()];
      return keys[index] ?? null;
    },
    getItem(key) {
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      const previous = items.get(key);
      const next =
        usedBytes - (previous === undefined ? 0 : bytes(key, previous)) + bytes(key, String(value));
      if (next > quotaBytes) {
        const error = new Error(
          `Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`,
        );
        error.name = 'QuotaExceededError';
        throw error;
      }
      if (previous === undefined) keys = null;
      items.set(key, String(value));
      usedBytes = next;
    },
    removeItem(key) {
      const previous = items.get(key);
      if (previous === undefined) return;
      items.delete(key);
      usedBytes -= bytes(key, previous);
      keys = null;
    },
    snapshot() {
      return Object.fromEntries(items);
    },
    clear() {
      items.clear();
      usedBytes = 0;
      keys = null;
    },
  };
  for (const [key, value] of Object.entries(options.initial ?? {})) storage.setItem(key, value);
  return storage;
}
