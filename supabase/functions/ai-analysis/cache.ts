// The analyses kept in public.ai_analysis_cache, one per user and filter key, good while the
// journal stamp they were computed on is the journal's current one.
import type { Queryable } from '../../../packages/server/src/db/index.ts';
import type { CallerDb } from '../../../packages/server/src/functions/types.ts';
import {
  analyticsFilterKey,
  type AnalyticsFilter,
  type InstantRange,
} from '../../../packages/core/src/analytics-worker/index.ts';
import type { CoachAnalysis, CoachNarrative } from '../../../packages/core/src/coach/index.ts';

/** What is kept of an answer: everything but how this request was served. */
export interface CachedAnalysis {
  computedAt: string;
  filter: AnalyticsFilter;
  range: InstantRange;
  currency: string;
  tradeCount: number;
  analysis: CoachAnalysis;
  /** Kept only when the model answered; a failed narrative is asked for again next time. */
  narrative: CoachNarrative | null;
}

/** Bumped when CachedAnalysis or the analysis it holds changes shape: older rows are then misses. */
const CACHE_FORMAT = 3;

/**
 * One key per distinct analysis: the filter as its URL writes it, the instants its period resolved
 * to (so "this week" is a new key each week) and the seed of the intervals.
 */
export function cacheKey(filter: AnalyticsFilter, range: InstantRange, seed: number): string {
  return [
    `v${CACHE_FORMAT}`,
    analyticsFilterKey(filter),
    `from=${range.from ?? ''}`,
    `to=${range.to ?? ''}`,
    `seed=${seed}`,
  ].join('|');
}

function isCachedAnalysis(value: unknown): value is CachedAnalysis {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.computedAt === 'string' &&
    typeof fields.currency === 'string' &&
    typeof fields.tradeCount === 'number' &&
    typeof fields.analysis === 'object' &&
    fields.analysis !== null &&
    typeof fields.filter === 'object' &&
    typeof fields.range === 'object'
  );
}

export async function readCached(tx: Queryable, key: string, stamp: string): Promise<CachedAnalysis | null> {
  const { rows } = await tx.query<{ result: unknown }>(
    `select result from public.ai_analysis_cache
     where user_id = auth.uid() and filter_key = $1 and journal_stamp = $2`,
    [key, stamp],
  );
  const result = rows[0]?.result;
  const parsed: unknown = typeof result === 'string' ? JSON.parse(result) : result;
  return isCachedAnalysis(parsed) ? parsed : null;
}

/** Keeps an analysis (throws when it cannot be kept, e.g. too large: the caller only loses speed). */
export async function writeCached(
  db: CallerDb,
  key: string,
  stamp: string,
  entry: CachedAnalysis,
): Promise<void> {
  await db.query(
    `insert into public.ai_analysis_cache (filter_key, journal_stamp, result)
       values ($1, $2, $3::jsonb)
       on conflict (user_id, filter_key)
       do update set journal_stamp = excluded.journal_stamp, result = excluded.result, created_at = now()`,
    [key, stamp, JSON.stringify(entry)],
  );
}
