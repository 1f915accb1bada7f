// A first visit reads the period its page shows before the whole journal. The period's bounds are
// resolved in the trader's zone and week, which only the server's answer tells: so the read covers
// the range in every zone and week, and the page's exact range is selected from it by the same
// rules as from the whole journal (selectJournal) once the answer says the zone. The figures are
// the whole journal's, from fewer trades.
import type { AnalyticsFilter, InstantRange } from './contract.ts';
import type { Weekday } from '../analytics/zone-clock.ts';
import { resolveDateRange } from './filter.ts';

/** The zones furthest behind and ahead of UTC, and the days a week may start on. */
const EDGE_ZONES = ['Etc/GMT+12', 'Etc/GMT-14'];
const WEEK_STARTS: readonly Weekday[] = ['Sat', 'Sun', 'Mon'];

const DAY_MS = 86_400_000;

/** A day more on each side, for what a zone's summer time adds. */
export const PERIOD_MARGIN_DAYS = 1;

export interface PeriodBounds {
  from: string;
  to: string | null;
}

/**
 * What to read for `filter` before the whole journal: every range it can resolve to, in any zone
 * and week (from the zones furthest behind and ahead of UTC), with a margin; null when the range
 * has no start (then the period is most of the journal anyway).
 */
export function periodBounds(filter: AnalyticsFilter, now: string): PeriodBounds | null {
  let from = Infinity;
  let to = -Infinity;
  for (const zone of EDGE_ZONES)
    for (const weekStart of WEEK_STARTS) {
      const range = resolveDateRange(filter, zone, now, weekStart);
      if (range.from === null) return null;
      from = Math.min(from, Date.parse(range.from));
      to = range.to === null ? Infinity : Math.max(to, Date.parse(range.to));
    }
  return {
    from: new Date(from - PERIOD_MARGIN_DAYS * DAY_MS).toISOString(),
    to: to === Infinity ? null : new Date(to + PERIOD_MARGIN_DAYS * DAY_MS).toISOString(),
  };
}

/** Whether a range resolved in the trader's zone lies inside what was read. */
export function rangeWithin(range: InstantRange, bounds: PeriodBounds): boolean {
  if (range.from === null || Date.parse(range.from) < Date.parse(bounds.from)) return false;
  if (bounds.to === null) return true;
  return range.to !== null && Date.parse(range.to) <= Date.parse(bounds.to);
}
