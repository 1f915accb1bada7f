import { PRODUCT_KEY_PREFIX, readStoredValue, safeSetItem } from '@edgelog/core';
import { z } from 'zod';
import type { CalculatorSlug } from './catalogue';

// A calculator's inputs as the user typed them, per user and calculator. Versioned so a later
// change of fields can migrate what was stored; dated (savedAt) so storage cleanup can age it out.
const STORED_VERSION = 1;

const storedInputs = z.object({
  version: z.literal(STORED_VERSION),
  savedAt: z.number(),
  values: z.record(z.string(), z.string()),
});

// A pasted price series can be long; beyond this it is kept for the visit but not written.
const MAX_STORED_FIELD_CHARS = 100_000;

export function calculatorStorageKey(userId: string, calculator: CalculatorSlug): string {
  return `${PRODUCT_KEY_PREFIX}calc_${userId}_${calculator}`;
}

/** The stored values for the fields the form has now, over its defaults; the defaults when none. */
export function loadInputs<T extends Record<string, string>>(key: string | null, defaults: T): T {
  if (key === null) return defaults;
  try {
    const raw = readStoredValue(window.localStorage, key, Date.now());
    if (raw === null) return defaults;
    const parsed = storedInputs.safeParse(JSON.parse(raw));
    if (!parsed.success) return defaults;
    const merged: Record<string, string> = { ...defaults };
    for (const name of Object.keys(defaults)) {
      const value = parsed.data.values[name];
      if (value !== undefined) merged[name] = value;
    }
    return merged as T;
  } catch {
    // unreadable or storage disabled: start from the defaults
    return defaults;
  }
}

export function saveInputs(key: string | null, values: Readonly<Record<string, string>>): void {
  if (key === null) return;
  const kept = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value.length <= MAX_STORED_FIELD_CHARS),
  );
  const now = Date.now();
  try {
    safeSetItem(
      window.localStorage,
      key,
      JSON.stringify({ version: STORED_VERSION, savedAt: now, values: kept }),
      { now },
    );
  } catch {
    // storage disabled: remembering inputs is a convenience only
  }
}
