// What the analysis reads, as the caller (row-level security on): the journal stamp and the zone
// (enough to look the cache up), then, on a miss, the whole journal through the same
// rpc/analytics_journal the dashboard reads, in parts as it does, filtered in memory by core's rules.
import type { Queryable } from '../../../packages/server/src/db/index.ts';
import type { CallerDb } from '../../../packages/server/src/functions/types.ts';
import {
  buildAnalyticsDataset,
  decodeAnalyticsPayload,
  readJournalInParts,
  resolveDateRange,
  type AnalyticsDataset,
  type AnalyticsFilter,
  type InstantRange,
} from '../../../packages/core/src/analytics-worker/index.ts';
import { selectJournal } from '../../../packages/core/src/analytics-worker/select.ts';
import type { Weekday } from '../../../packages/core/src/analytics/index.ts';

export interface JournalHead {
  stamp: string;
  timeZone: string;
  weekStartsOn: Weekday;
}

// user_settings.week_start: 0 Sunday, 1 Monday, 6 Saturday.
const WEEK_STARTS: Record<number, Weekday> = { 0: 'Sun', 1: 'Mon', 6: 'Sat' };

export async function readJournalHead(tx: Queryable): Promise<JournalHead> {
  const { rows } = await tx.query<{ stamp: string; timezone: string | null; week_start: number | null }>(
    `select public.journal_stamp() as stamp,
       (select p.timezone from public.profiles p where p.user_id = auth.uid()) as timezone,
       (select u.week_start from public.user_settings u where u.user_id = auth.uid()) as week_start`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the journal stamp was not answered');
  return {
    stamp: row.stamp,
    timeZone: row.timezone ?? 'UTC',
    weekStartsOn: WEEK_STARTS[row.week_start ?? 1] ?? 'Mon',
  };
}

export function rangeOf(filter: AnalyticsFilter, head: JournalHead, now: Date): InstantRange {
  return resolveDateRange(filter, head.timeZone, now, head.weekStartsOn);
}

/** The filter's trades in one currency, on its basis, as the analytics pages compute on them. */
export async function readDataset(
  db: CallerDb,
  filter: AnalyticsFilter,
  range: InstantRange,
): Promise<AnalyticsDataset> {
  // In parts side by side, as the analytics worker reads it: on PostgreSQL each on a connection
  // of its own, so 100,000 trades take half the time they take in one.
  const { joined } = await readJournalInParts(
    async (part, parts) =>
      (
        await db.query<{ journal: unknown }>(
          'select public.analytics_journal(p_part => $1, p_parts => $2) as journal',
          [part, parts],
        )
      ).rows[0]?.journal,
    // A json column comes back as text from some drivers and parsed from others.
    (raw) => (typeof raw === 'string' ? JSON.parse(raw) : raw),
  );
  const whole = decodeAnalyticsPayload(joined.payload);
  return buildAnalyticsDataset(selectJournal(whole, filter, range), { datasetId: 'coach', filter, range });
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
