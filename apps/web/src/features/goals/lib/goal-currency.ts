// The currency a goal's money is told in: its account's, or, over every account, the one they
// share. Accounts in several currencies leave money goals as plain figures rather than pick one.

export interface CurrencyOfAccount {
  id: string;
  currency: string;
}

export function goalCurrency(
  accountId: string | null,
  accounts: readonly CurrencyOfAccount[],
): string | null {
  if (accountId !== null) return accounts.find((account) => account.id === accountId)?.currency ?? null;
  const currencies = new Set(accounts.map((account) => account.currency));
  const [only] = currencies;
  return currencies.size === 1 && only !== undefined ? only : null;
}
