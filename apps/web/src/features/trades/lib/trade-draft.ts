import { DRAFT_KEY_PREFIX, type TradeFormValues } from '@edgelog/core';
import { z } from 'zod';
import { readFormValues } from './trade-schema';

// The unsaved trade form, per user and per trade (new, or the id being edited), under the
// protected draft prefix: storage cleanup never removes it and sign-out keeps it, so a trade half
// typed before an inactivity sign-out is still there afterwards. Versioned so a change of fields
// can migrate it.
const DRAFT_VERSION = 2;

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.number(),
  values: z.unknown(),
});

export function tradeDraftKey(userId: string, tradeId: string | null): string {
  return `${DRAFT_KEY_PREFIX}${userId}_trade-${tradeId === null ? 'new' : `edit-${tradeId}`}`;
}

export function loadTradeDraft(key: string): TradeFormValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? readFormValues(parsed.data.values) : null;
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
