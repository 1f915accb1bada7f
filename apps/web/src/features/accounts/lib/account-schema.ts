import { checkAccountForm, type AccountFormValues } from '@edgelog/core';
import { z } from 'zod';

/**
 * The form's zod schema: every field is text, and the account's rules are core's checkAccountForm
 * (which the accounts table's checks mirror), each reason reported on the field it concerns.
 * `otherNames` are the user's other accounts, so a taken name is explained before saving.
 */
export function accountFormSchema(otherNames: readonly string[]) {
  return z
    .object({
      name: z.string(),
      broker: z.string(),
      kind: z.string(),
      currency: z.string(),
      startingBalance: z.string(),
      startingDate: z.string(),
      breakEvenTolerance: z.string(),
      status: z.string(),
    })
    .superRefine((values: AccountFormValues, context) => {
      const check = checkAccountForm(values, { otherNames });
      if (check.ok) return;
      for (const issue of check.issues)
        context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}

export { isDuplicateName } from '@/lib/errors';
