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

/**
 * The account the wizard offers first: the trader's default account, else the account the last
 * import of these files' format went into (a trader keeps one broker in one account), else the
 * first open account; only accounts still open. `past` is newest first.
 */
export function preselectedAccount(input: {
  accounts: readonly ImportAccount[];
  defaultAccountId: string | null;
  formats: readonly (string | null)[];
  past: readonly PastImport[];
}): string {
  const open = (id: string | null | undefined) =>
    id !== null &&
    id !== undefined &&
    input.accounts.some((entry) => entry.id === id && entry.status === 'open');
  if (open(input.defaultAccountId)) return input.defaultAccountId ?? '';
  const formats = new Set(input.formats.filter((format) => format !== null));
  const last = input.past.find(
    (batch) =>
      batch.undone_at === null &&
      open(batch.account_id) &&
      formatsOf(batch).some((format) => formats.has(format)),
  );
  if (last) return last.account_id;
  return input.accounts.find((entry) => entry.status === 'open')?.id ?? '';
}
