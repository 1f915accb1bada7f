import { SUPPORTED_EXPORTS } from '@edgelog/core';
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
  if (account !== undefined) return { account };
  return {
    notReady:
      accounts.length === 0
        ? 'Create the account the files go into.'
        : 'Choose the account the files go into.',
  };
}

/** An earlier import: the account it went into and the format id(s) it read, as stored. */
export interface PastImport {
  account_id: string;
  /** One id, or several joined by ", " when the files had different formats. */
  format: string | null;
  undone_at: string | null;
}

/** The format ids an earlier import read (its stored text joins several with ", "). */
export function formatsOf(batch: Pick<PastImport, 'format'>): string[] {
  return (batch.format ?? '').split(', ');
}

// A mapped file can be any broker's, so its imports say nothing of where the next one goes.
const MAPPED = 'generic';

/** The broker whose export a format reads; a format the list does not name stands for itself. */
function brokerOf(format: string): string {
  return SUPPORTED_EXPORTS.find((entry) => entry.formats.includes(format))?.broker ?? format;
}

/** Why the wizard offers an account: what the trader sees it explained by. */
export type AccountOfferReason = 'opened-from' | 'default' | 'last-import' | 'first-open' | 'none';

/**
 * The account the wizard offers until the trader picks one: the account it was opened from, else the
 * trader's default account, else the account the newest import of the same broker as the chosen
 * files went into (a trader keeps one broker in one account; a Tradovate fills export follows a
 * Tradovate performance report), else the first open account. Defaults and past imports count only
 * for accounts still open, and undone imports not at all. `formats` are the chosen files' formats as
 * detected from them; `past` is newest first.
 */
export function offeredAccount(input: {
  accounts: readonly ImportAccount[];
  openedFrom?: string | undefined;
  defaultAccountId: string | null;
  formats: readonly (string | null)[];
  past: readonly PastImport[] | undefined;
}): { id: string; reason: AccountOfferReason } {
  const { accounts } = input;
  if (input.openedFrom !== undefined && accounts.some((entry) => entry.id === input.openedFrom))
    return { id: input.openedFrom, reason: 'opened-from' };
  const open = (id: string | null) =>
    id !== null && accounts.some((entry) => entry.id === id && entry.status === 'open');
  if (input.defaultAccountId !== null && open(input.defaultAccountId))
    return { id: input.defaultAccountId, reason: 'default' };
  const brokers = new Set(
    input.formats
      .filter((format): format is string => format !== null && format !== MAPPED)
      .map((format) => brokerOf(format)),
  );
  const last =
    brokers.size === 0
      ? undefined
      : input.past?.find(
          (batch) =>
            batch.undone_at === null &&
            open(batch.account_id) &&
            formatsOf(batch).some((format) => format !== MAPPED && brokers.has(brokerOf(format))),
        );
  if (last) return { id: last.account_id, reason: 'last-import' };
  const first = accounts.find((entry) => entry.status === 'open');
  return first ? { id: first.id, reason: 'first-open' } : { id: '', reason: 'none' };
}
