import type { ImportAccount } from '../api/accounts';

/**
 * The account the files go into, or why they cannot be read yet: deposits are kept by the
 * account's currency, so a read must wait for the account's row (never an empty currency, which
 * would leave every deposit out as another currency's).
 */
export function importAccount(
  accounts: readonly ImportAccount[] | undefined,
  accountId: string,
): { account: ImportAccount; notReady?: undefined } | { account?: undefined; notReady: string } {
  if (accounts === undefined) return { notReady: 'Your accounts are still loading.' };
  const account = accounts.find((entry) => entry.id === accountId);
  return account === undefined ? { notReady: 'Choose the account the files go into.' } : { account };
}
