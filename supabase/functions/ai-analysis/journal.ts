// What the analysis reads, as the caller (row-level security on): the journal stamp and the zone
// (enough to look the cache up), then, on a miss, the whole journal (kept in the server's memory
// under its stamp, shared with the analytics function), filtered in memory by core's rules.
import type { FunctionContext } from '../../../packages/server/src/functions/types.ts';
import type {
  AnalyticsDataset,
  AnalyticsFilter,
  InstantRange,
} from '../../../packages/core/src/analytics-worker/index.ts';
import { readWholeJournal, type JournalHead } from '../_shared/analytics-journal.ts';
import { datasetOf, journalAt } from '../_shared/kept-journals.ts';

export { readJournalHead, rangeOf, type JournalHead } from '../_shared/analytics-journal.ts';

/** The filter's trades in one currency, on its basis, as the analytics pages compute on them. */
export async function readDataset(
  ctx: FunctionContext,
  head: JournalHead,
  filter: AnalyticsFilter,
  range: InstantRange,
): Promise<AnalyticsDataset> {
  const userId = ctx.userId ?? '';
  const whole = await journalAt(userId, head.stamp, () => readWholeJournal(ctx.db));
  return datasetOf(userId, whole, filter, range);
}

/**
 * One break-even tolerance for the analysis: the accounts' own when the selected ones agree, none
 * when they differ (each trade's stored result already used its account's).
 */
export function breakEvenToleranceOf(dataset: AnalyticsDataset, filter: AnalyticsFilter): number {
  const chosen = new Set(filter.accountIds);
  const tolerances = new Set(
    dataset.summary.accounts
      .filter((account) => chosen.size === 0 || chosen.has(account.id))
      .map((account) => account.breakEvenTolerance),
  );
  const [only] = tolerances;
  return tolerances.size === 1 && only !== undefined ? only : 0;
}
