import { groupThousands, readDecimalText } from '@edgelog/core';
import type { OpenAccount } from '../api/accounts';
import { CURRENCY_CHOICES } from './options';

/** What choosing an account writes into a calculator: its balance, and its currency when offered. */
export interface AccountFill {
  currency?: string;
  balance: string;
}

export function offersCurrency(currency: string): boolean {
  return CURRENCY_CHOICES.some((choice) => choice.value === currency);
}

/**
 * The account's balance grouped in thousands as typed figures are, and its currency unless the
 * calculators do not offer it (a drop-down cannot show it; the balance is still useful).
 */
export function accountFill(account: OpenAccount): AccountFill {
  const balance = groupThousands(account.balance);
  return offersCurrency(account.currency) ? { currency: account.currency, balance } : { balance };
}

const plain = (text: string) => {
  const read = readDecimalText(text);
  return read.ok ? read.value : null;
};

/**
 * The account the form's currency and balance came from, if they still match one (compared as
 * exact decimals, so "10,000" matches 10000); once the user changes either, none is shown chosen.
 * A calculator with no balance (pip value) matches on the currency alone: the first such account.
 */
export function matchingAccount(
  accounts: readonly OpenAccount[],
  form: { currency: string; balance?: string | undefined },
): OpenAccount | undefined {
  if (form.balance === undefined) return accounts.find((account) => account.currency === form.currency);
  const balance = plain(form.balance);
  if (balance === null) return undefined;
  return accounts.find(
    (account) =>
      plain(account.balance) === balance &&
      (!offersCurrency(account.currency) || account.currency === form.currency),
  );
}
