import { DRAFT_KEY_PREFIX, EMPTY_TRADE_FORM, type TradeFormValues } from '@edgelog/core';
import { z } from 'zod';

// The unsaved new-trade form, per user, under the protected draft prefix: storage cleanup never
// removes it and sign-out keeps it, so a trade half typed before an inactivity sign-out is still
// there afterwards. Versioned so a change of fields can migrate it.
const DRAFT_VERSION = 1;

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.number(),
  values: z.record(z.string(), z.string()),
});

export function newTradeDraftKey(userId: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}_new-trade`;
}

export function loadTradeDraft(key: string): TradeFormValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const values: TradeFormValues = { ...EMPTY_TRADE_FORM };
    for (const name of Object.keys(values) as (keyof TradeFormValues)[]) {
      const stored = parsed.data.values[name];
      if (stored !== undefined) values[name] = stored;
    }
    return values;
  } catch {
    return null;
  }
}

export function saveTradeDraft(key: string, values: TradeFormValues): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ version: DRAFT_VERSION, savedAt: Date.now(), values }));
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export function clearTradeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
