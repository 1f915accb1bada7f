// How many trades each account makes on each day. The journal spans about eight trades per
// exchange day up to four years of days; beyond that the days just get busier. Each account's
// days vary, some are skipped, and a few are overtrading days with three to four times the usual
// count. The counts add up to exactly the trades asked for.
import type { AccountProfile } from './accounts.ts';
import { isExchangeDay, SATURDAY, SUNDAY, weekdayOf } from './calendar.ts';
import type { Random } from './random.ts';

const TRADES_PER_DAY = 8;
const MAX_EXCHANGE_DAYS = 1000;

export interface DayPlan {
  /** Calendar days in order, weekends and holidays included. */
  days: number[];
  /** counts[account][i]: trades planned on days[i]. */
  counts: number[][];
  /** overtrading[account][i]: days[i] is one of that account's overtrading days. */
  overtrading: boolean[][];
}

/**
 * How open a day is for an account: 1 a full day, 0 closed. Forex trades through US holidays;
 * crypto trades at weekends too, though the trader is at it less then.
 */
function openness(profile: AccountProfile, day: number): number {
  const weekday = weekdayOf(day);
  const weekend = weekday === SATURDAY || weekday === SUNDAY;
  switch (profile.session) {
    case 'us-equities':
    case 'futures':
      return isExchangeDay(day) ? 1 : 0;
    case 'forex':
      return weekend ? 0 : 1;
    case 'crypto':
      return weekend ? 0.5 : 1;
  }
}

/** How many exchange days a journal of this many trades spans. */
export function exchangeDaysFor(trades: number): number {
  return Math.max(1, Math.min(Math.ceil(trades / TRADES_PER_DAY), MAX_EXCHANGE_DAYS));
}

export function planDays(
  random: Random,
  profiles: readonly AccountProfile[],
  trades: number,
  firstDay: number,
): DayPlan {
  const exchangeDays = exchangeDaysFor(trades);
  const days: number[] = [];
  for (let day = firstDay, seen = 0; seen < exchangeDays; day++) {
    days.push(day);
    if (isExchangeDay(day)) seen++;
  }
  const overtrading = profiles.map(() => days.map(() => false));
  const weights = profiles.map((profile, a) =>
    days.map((day, i) => {
      const open = openness(profile, day);
      if (open === 0 || random.chance(0.05)) return 0;
      let factor = random.factor(0.3);
      if (random.chance(0.04)) {
        factor *= random.between(3, 4);
        (overtrading[a] ?? [])[i] = true;
      }
      return profile.weight * open * factor;
    }),
  );
  let total = 0;
  for (const row of weights) for (const w of row) total += w;
  // Cumulative rounding: each cell gets the whole trades its running total crosses.
  let running = 0;
  let given = 0;
  const counts = weights.map((row) =>
    row.map((w) => {
      running += w;
      const upTo = total > 0 ? Math.round((running / total) * trades) : 0;
      const count = upTo - given;
      given = upTo;
      return count;
    }),
  );
  // With no open day at all (a one-day journal that fell on a skipped day), the first account's
  // first day takes everything; the schedule moves what does not fit to the days after.
  if (given < trades) {
    const first = counts[0];
    if (first) first[0] = (first[0] ?? 0) + trades - given;
  }
  return { days, counts, overtrading };
}
