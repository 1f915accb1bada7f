import { PRODUCT_KEY_PREFIX, readStoredValue, safeSetItem } from '@edgelog/core';
import { z } from 'zod';
import type { CalculatorSlug } from './catalogue';

// A calculator's inputs as the user typed them, per user and calculator. Versioned so a later
// change of fields can migrate what was stored; dated (savedAt) so storage cleanup can age it out
// and so the newer of the browser's copy and the server's copy wins.
const STORED_VERSION = 1;

const storedInputs = z.object({
  version: z.literal(STORED_VERSION),
  savedAt: z.number(),
  values: z.record(z.string(), z.string()),
});

export type StoredInputs = z.infer<typeof storedInputs>;

// A pasted price series can be long; beyond this it is kept for the visit but not written.
const MAX_STORED_FIELD_CHARS = 100_000;

export function calculatorStorageKey(userId: string, calculator: CalculatorSlug): string {
  return `${PRODUCT_KEY_PREFIX}calc_${userId}_${calculator}`;
}

/** A stored entry (from the browser or the server), or null when it is not one this version reads. */
export function parseStoredInputs(value: unknown): StoredInputs | null {
  const parsed = storedInputs.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The browser's copy for this user and calculator, or null. */
export function readLocalInputs(key: string | null): StoredInputs | null {
  if (key === null) return null;
  try {
    const raw = readStoredValue(window.localStorage, key, Date.now());
    return raw === null ? null : parseStoredInputs(JSON.parse(raw));
  } catch {
    // unreadable or storage disabled: start from the defaults
    return null;
  }
}

/** The stored values for the fields the form has now, over its defaults. */
export function mergeInputs<T extends Record<string, string>>(defaults: T, stored: StoredInputs | null): T {
  if (stored === null) return defaults;
  const merged: Record<string, string> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = stored.values[name];
    if (value !== undefined) merged[name] = value;
  }
  return merged as T;
}

/** The entry to store for these values, saved at `savedAt`. */
export function storedEntry(values: Readonly<Record<string, string>>, savedAt: number): StoredInputs {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value.length <= MAX_STORED_FIELD_CHARS),
  );
  return { version: STORED_VERSION, savedAt, values: kept };
}

export function writeLocalInputs(key: string | null, entry: StoredInputs): void {
  if (key === null) return;
  try {
    safeSetItem(window.localStorage, key, JSON.stringify(entry), { now: entry.savedAt });
  } catch {
    // storage disabled: the server copy still remembers the inputs
  }
}
