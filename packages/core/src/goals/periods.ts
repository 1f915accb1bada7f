// The periods a goal is judged over, in the trader's zone. Each one is resolved by the analytics
// filter's own presets (today, this week, this month, this quarter, custom dates), so a monthly
// goal's month is exactly the month the analytics pages show for "This month".
import { CalculatorInputError } from '../calculators/errors.ts';
import { zoneClock } from '../analytics/zone-clock.ts';
import { DEFAULT_ANALYTICS_FILTER, isDayKey, resolveDateRange } from '../analytics-worker/filter.ts';
import type { AnalyticsFilter, DatePreset } from '../analytics-worker/contract.ts';
import { dayLabel, monthLabel, quarterLabel } from './format.ts';
import type { Goal, GoalPeriod, GoalPeriodKind, GoalPeriodOptions } from './types.ts';

/** Periods told when the caller does not say: a year of months, a quarter of weeks. */
export const DEFAULT_PERIOD_COUNT = 12;
/** More periods than this is not a history anyone reads (ten years of days). */
export const MAX_PERIOD_COUNT = 3660;

const PRESET: Record<Exclude<GoalPeriodKind, 'custom'>, DatePreset> = {
  daily: 'today',
  weekly: 'this-week',
  monthly: 'this-month',
  quarterly: 'this-quarter',
};

/** The analytics filter that selects one period of a goal (its account scope included). */
export function goalPeriodFilter(goal: Pick<Goal, 'accountId'>, period: GoalPeriod): AnalyticsFilter {
  return {
    ...DEFAULT_ANALYTICS_FILTER,
    preset: 'custom',
    from: period.fromDay,
    to: period.toDay,
    accountIds: goal.accountId === null ? [] : [goal.accountId],
  };
}

function labelOf(kind: GoalPeriodKind, fromDay: string, toDay: string): string {
  switch (kind) {
    case 'daily':
      return dayLabel(fromDay);
    case 'weekly':
      return `Week of ${dayLabel(fromDay)}`;
    case 'monthly':
      return monthLabel(fromDay);
    case 'quarterly':
      return quarterLabel(fromDay);
    case 'custom':
      return fromDay === toDay ? dayLabel(fromDay) : `${dayLabel(fromDay)} – ${dayLabel(toDay)}`;
  }
}

function keyOf(kind: GoalPeriodKind, fromDay: string, toDay: string): string {
  switch (kind) {
    case 'daily':
    case 'weekly':
      return fromDay;
    case 'monthly':
      return fromDay.slice(0, 7);
    case 'quarterly':
      return `${fromDay.slice(0, 4)}-Q${Math.floor((Number(fromDay.slice(5, 7)) - 1) / 3) + 1}`;
    case 'custom':
      return `${fromDay}..${toDay}`;
  }
}

function periodOf(kind: GoalPeriodKind, from: string, to: string, timeZone: string): GoalPeriod {
  const clock = zoneClock(timeZone);
  const fromDay = clock.dayKey(clock.day(Date.parse(from)));
  // `to` is the midnight after the last day: the instant before it is on the last day.
  const toDay = clock.dayKey(clock.day(Date.parse(to) - 1));
  return { key: keyOf(kind, fromDay, toDay), label: labelOf(kind, fromDay, toDay), fromDay, toDay, from, to };
}

/**
 * A goal's periods: the one `now` falls in first, then the ones before it, latest first. A custom
 * goal has its one period, whenever `now` is.
 */
export function goalPeriods(
  goal: Pick<Goal, 'period' | 'startsOn' | 'endsOn'>,
  options: GoalPeriodOptions,
): GoalPeriod[] {
  const weekStartsOn = options.weekStartsOn ?? 'Mon';
  if (goal.period === 'custom') {
    const { startsOn, endsOn } = goal;
    if (startsOn === null || endsOn === null || !isDayKey(startsOn) || !isDayKey(endsOn) || endsOn < startsOn)
      throw new CalculatorInputError(
        'VALIDATION-001',
        'A custom goal needs a first and a last day, the last not before the first',
        'startsOn',
      );
    const range = resolveDateRange(
      { ...DEFAULT_ANALYTICS_FILTER, preset: 'custom', from: startsOn, to: endsOn },
      options.timeZone,
      options.now,
      weekStartsOn,
    );
    return [periodOf('custom', range.from ?? '', range.to ?? '', options.timeZone)];
  }
  const count = Math.min(MAX_PERIOD_COUNT, Math.max(1, Math.floor(options.count ?? DEFAULT_PERIOD_COUNT)));
  const filter: AnalyticsFilter = { ...DEFAULT_ANALYTICS_FILTER, preset: PRESET[goal.period] };
  const periods: GoalPeriod[] = [];
  let now: string | Date = options.now;
  for (let k = 0; k < count; k++) {
    const range = resolveDateRange(filter, options.timeZone, now, weekStartsOn);
    if (range.from === null || range.to === null) break;
    periods.push(periodOf(goal.period, range.from, range.to, options.timeZone));
    // The instant before this period's first midnight lies in the period before.
    now = new Date(Date.parse(range.from) - 1);
  }
  return periods;
}
