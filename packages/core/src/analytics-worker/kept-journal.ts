// The whole journal kept between visits (the worker keeps it in IndexedDB): a repeat visit asks the
// server only for the journal's stamp (rpc/journal_stamp, one row) and reads the journal again only
// when the stamp is not the one the copy was read at. A copy is filed under the stamp its parts
// were read at (each part tells the stamp of its own snapshot), so it is never filed under a stamp
// newer than its contents: a change in between makes the next visit read it again.
import type { AnalyticsJournal } from './payload.ts';

/** A journal's MAE / MFE filled from saved price data: [trade index, mae, mfe]. */
export type KeptExcursion = [number, number | null, number | null];

export interface KeptJournal {
  /** Whose journal and from which server (`url|userId`). */
  owner: string;
  stamp: string;
  /** rpc/analytics_journal's answers, one per part, as the server sent them (checked again when read back). */
  texts: string[];
  excursions: KeptExcursion[];
}

/** Where the copy lives; a store that fails is as if it held nothing. */
export interface JournalStore {
  read(owner: string): Promise<KeptJournal | undefined>;
  /** Replaces whatever was kept: one journal at a time, the last one read. */
  write(journal: KeptJournal): Promise<void>;
}

/** The excursions `fill` added to the journal's trades, to be kept with its text. */
export async function keptExcursions(
  journal: AnalyticsJournal,
  fill: () => Promise<unknown>,
): Promise<KeptExcursion[]> {
  const before = journal.trades.map((trade) => [trade.mae ?? null, trade.mfe ?? null] as const);
  await fill();
  const added: KeptExcursion[] = [];
  journal.trades.forEach((trade, i) => {
    const [mae, mfe] = before[i] ?? [null, null];
    if ((trade.mae ?? null) !== mae || (trade.mfe ?? null) !== mfe)
      added.push([i, trade.mae ?? null, trade.mfe ?? null]);
  });
  return added;
}

/** Puts kept excursions back on a journal decoded from kept text; false when they do not fit it. */
export function applyKeptExcursions(
  journal: AnalyticsJournal,
  excursions: readonly KeptExcursion[],
): boolean {
  for (const [index, mae, mfe] of excursions) {
    const trade = journal.trades[index];
    if (trade === undefined) return false;
    trade.mae = mae;
    trade.mfe = mfe;
  }
  return true;
}
