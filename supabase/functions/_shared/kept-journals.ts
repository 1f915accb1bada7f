// The decoded journals of recent callers, kept in the server's memory under the stamp they were
// read at (docs/decisions/0025). A journal is used only while its stamp is the journal's current
// one (the stamp changes in the transaction of every write: docs/decisions/0018), so nothing kept
// is ever stale. Bounded by trades: the journals used longest ago go first once the kept trades
// pass ANALYTICS_KEPT_TRADES (0 keeps none).
import {
  analyticsFilterKey,
  buildAnalyticsDataset,
  type AnalyticsDataset,
  type AnalyticsFilter,
  type InstantRange,
} from '../../../packages/core/src/analytics-worker/index.ts';
import { selectJournal } from '../../../packages/core/src/analytics-worker/select.ts';
import type { WholeJournal } from './analytics-journal.ts';

export const DEFAULT_KEPT_TRADES = 200_000;
/** Datasets (a filter's selection) kept per journal: a page's filter, a comparison, the last ones. */
const DATASETS_PER_JOURNAL = 4;

interface Kept {
  stamp: string;
  read: Promise<WholeJournal>;
  /** Known once read; counted against the bound from then. */
  trades: number;
  datasets: Map<string, AnalyticsDataset>;
}

/** By user: one journal each, the most recently used last. */
const kept = new Map<string, Kept>();

export function keptTradesLimit(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ANALYTICS_KEPT_TRADES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_KEPT_TRADES;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_KEPT_TRADES;
}

function touch(userId: string, entry: Kept): void {
  kept.delete(userId);
  kept.set(userId, entry);
}

/** Lets go of the journals used longest ago until the kept trades are within the bound. */
function trim(limit: number): void {
  let total = 0;
  for (const entry of kept.values()) total += entry.trades;
  for (const [userId, entry] of kept) {
    if (total <= limit) break;
    kept.delete(userId);
    total -= entry.trades;
  }
}

/**
 * The caller's whole journal at `stamp`: the kept one when its stamp is this, else read (one read
 * shared by the calls that ask meanwhile) and kept under the stamp it was read at.
 */
export function journalAt(
  userId: string,
  stamp: string,
  read: () => Promise<WholeJournal>,
  limit = keptTradesLimit(),
): Promise<WholeJournal> {
  const found = kept.get(userId);
  if (found !== undefined && found.stamp === stamp) {
    touch(userId, found);
    return found.read;
  }
  const reading = read();
  if (limit === 0) return reading;
  const entry: Kept = { stamp, read: reading, trades: 0, datasets: new Map() };
  touch(userId, entry);
  reading.then(
    (whole) => {
      if (kept.get(userId) !== entry) return;
      // Filed under the stamp the journal was read at, which a write between may have moved on.
      if (whole.stamp === null) kept.delete(userId);
      else {
        entry.stamp = whole.stamp;
        entry.trades = whole.journal.trades.length;
        if (entry.trades > limit) kept.delete(userId);
        else trim(limit);
      }
    },
    () => {
      if (kept.get(userId) === entry) kept.delete(userId);
    },
  );
  return reading;
}

/** The caller's journal at `stamp` when it is kept (or being read), without reading it. */
export function keptJournalAt(userId: string, stamp: string): Promise<WholeJournal> | null {
  const found = kept.get(userId);
  if (found === undefined || found.stamp !== stamp) return null;
  touch(userId, found);
  return found.read;
}

/** The filter's dataset over a kept journal, built once per filter and range while it is kept. */
export function datasetOf(
  userId: string,
  whole: WholeJournal,
  filter: AnalyticsFilter,
  range: InstantRange,
): AnalyticsDataset {
  const key = `${analyticsFilterKey(filter)}|${range.from ?? ''}|${range.to ?? ''}`;
  const entry = kept.get(userId);
  const datasets = entry !== undefined && entry.stamp === whole.stamp ? entry.datasets : null;
  const found = datasets?.get(key);
  if (found !== undefined) {
    datasets?.delete(key);
    datasets?.set(key, found);
    return found;
  }
  const dataset = buildAnalyticsDataset(selectJournal(whole.journal, filter, range), {
    datasetId: 'server',
    filter,
    range,
  });
  if (datasets !== null) {
    datasets.set(key, dataset);
    for (const old of datasets.keys()) {
      if (datasets.size <= DATASETS_PER_JOURNAL) break;
      datasets.delete(old);
    }
  }
  return dataset;
}

/** For tests: how many journals are kept, and forgetting them. */
export const keptJournals = {
  size: (): number => kept.size,
  clear: (): void => kept.clear(),
};
