import { checkTradeForm, type TradeFormValues } from '@edgelog/core';
import { z } from 'zod';

/**
 * The form's zod schema: every field is text, and the trade's rules are core's checkTradeForm
 * (which the trades table's checks mirror), each reason reported on the field it concerns.
 */
export const tradeFormSchema = z
  .object({
    instrument: z.string(),
    symbol: z.string(),
    side: z.string(),
    status: z.string(),
    entry: z.string(),
    stop: z.string(),
    target: z.string(),
    exit: z.string(),
    quantity: z.string(),
    fees: z.string(),
    openedAt: z.string(),
    closedAt: z.string(),
    notes: z.string(),
  })
  .superRefine((values: TradeFormValues, context) => {
    const check = checkTradeForm(values);
    if (check.ok) return;
    for (const issue of check.issues)
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
