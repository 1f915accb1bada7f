import { checkProfileForm, MARKETS } from '@edgelog/core';
import { z } from 'zod';
import type { ProfileFormState } from './profile-form';

export const MARKET_ORDER: readonly string[] = MARKETS.map((market) => market.value);

/** The form's resolver: core's profile rules, each message shown beside its field. */
export const profileFormSchema = z
  .object({
    fullName: z.string(),
    tradingStyle: z.string(),
    markets: z.array(z.string()),
    baseCurrency: z.string(),
    timeZone: z.string(),
    bio: z.string(),
  })
  .superRefine((values, context) => {
    for (const issue of checkProfileForm(values)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  }) satisfies z.ZodType<ProfileFormState>;
