import { groupThousands, type TradingDefaults } from '@edgelog/core';
import { CURRENCY_CHOICES } from './options';

/** The form fields the trading defaults fill in; a calculator takes those it has. */
export interface DefaultFields {
  accountCurrency?: string;
  accountBalance?: string;
  riskPct?: string;
}

/**
 * The user's trading defaults as calculator form values. A currency the calculators do not offer
 * is left out, since a drop-down cannot show it.
 */
export function defaultFields(
  defaults: TradingDefaults,
  take: { currency?: boolean; balance?: boolean; risk?: boolean },
): DefaultFields {
  const fields: DefaultFields = {};
  const currency = defaults.accountCurrency;
  if (take.currency && currency && CURRENCY_CHOICES.some((choice) => choice.value === currency))
    fields.accountCurrency = currency;
  if (take.balance && defaults.accountBalance)
    fields.accountBalance = groupThousands(defaults.accountBalance);
  if (take.risk && defaults.riskPct) fields.riskPct = defaults.riskPct;
  return fields;
}
