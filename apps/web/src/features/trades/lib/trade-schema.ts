import { EMPTY_TRADE_FORM, type TradeFormValues } from '@edgelog/core';
import { z } from 'zod';

// The form's values as kept in a draft: text as typed. A draft from an older version of the form,
// or edited by hand, is read field by field; what does not fit starts empty.
const fillRow = z.object({
  key: z.string(),
  id: z.string().nullable().catch(null),
  time: z.string().catch(''),
  side: z.string().catch('buy'),
  quantity: z.string().catch(''),
  price: z.string().catch(''),
  commission: z.string().catch(''),
  fees: z.string().catch(''),
});

const text = z.string().optional().catch(undefined);

export const tradeFormSchema = z.object({
  mode: z.enum(['simple', 'executions']).optional().catch(undefined),
  accountId: text,
  symbol: text,
  assetClass: text,
  multiplier: text,
  direction: text,
  planned: z.boolean().optional().catch(undefined),
  entryTime: text,
  entryPrice: text,
  exitTime: text,
  exitPrice: text,
  quantity: text,
  fees: text,
  entryFillId: z.string().nullable().optional().catch(undefined),
  exitFillId: z.string().nullable().optional().catch(undefined),
  fills: z.array(fillRow).optional().catch(undefined),
  stop: text,
  target: text,
  strategyId: text,
  followedRuleIds: z.array(z.string()).optional().catch(undefined),
  tagIds: z.array(z.string()).optional().catch(undefined),
  notes: text,
  rating: text,
  confidence: text,
  mae: text,
  mfe: text,
});

/** Form values from stored JSON; null when it is not a form at all. */
export function readFormValues(raw: unknown): TradeFormValues | null {
  const parsed = tradeFormSchema.safeParse(raw);
  if (!parsed.success) return null;
  const values: TradeFormValues = { ...EMPTY_TRADE_FORM };
  for (const [name, value] of Object.entries(parsed.data))
    if (value !== undefined) Object.assign(values, { [name]: value });
  return values;
}
