// The caller's journal as the analytics pages compute on it, read as the caller (row-level security
// on): the stamp and the zone first (enough to find what is kept), then the whole journal through
// the same rpc/analytics_journal the analytics worker reads, in parts side by side as it does.
import type { Queryable } from '../../../packages/server/src/db/index.ts';
import type { CallerDb } from '../../../packages/server/src/functions/types.ts';
import {
  decodeAnalyticsPayload,
  readJournalInParts,
  resolveDateRange,
  type AnalyticsFilter,
  type AnalyticsJournal,
  type InstantRange,
} from '../../../packages/core/src/analytics-worker/index.ts';
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

export interface WholeJournal {
  journal: AnalyticsJournal;
  /** The stamp the parts were read at (null from a database that does not tell it). */
  stamp: string | null;
  /** Whether the trader saved price data: the worker then fills MAE / MFE from its bars. */
  anySeries: boolean;
}

/** The whole journal, decoded (throws the engine's DASHBOARD-001 when it cannot be read). */
export async function readWholeJournal(db: CallerDb): Promise<WholeJournal> {
  // On PostgreSQL each part on a connection of its own, so 100,000 trades take half the time.
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
  return {
    journal: decodeAnalyticsPayload(joined.payload),
    stamp: joined.stamp,
    anySeries: joined.payload.has_price_series !== false,
  };
}
