import { checkTransactionForm, type TransactionFormValues } from '@edgelog/core';
import { z } from 'zod';

/** The transaction form's zod schema: core's checkTransactionForm, each reason on its field. */
export const transactionFormSchema = z
  .object({ kind: z.string(), occurredAt: z.string(), amount: z.string(), note: z.string() })
  .superRefine((values: TransactionFormValues, context) => {
    const check = checkTransactionForm(values);
    if (check.ok) return;
    for (const issue of check.issues)
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
