// How a goal is told in words: its target as a sentence, a period's dates, and a result's status.
// Figures follow the analytics pages' writing (docs/metrics.md): money to the cent, % to one
// decimal, R and ratios to two, the true minus sign.
import {
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  formatR,
  type GoalPeriodKind,
} from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import { METRICS, targetKindOf, type TargetKind } from './goal-catalogue';
import type { GoalDraft } from './goal-form';

const LOCALE = 'en-US';

/**
 * A target or a value written by its kind: "$1,500.00", "55.0%", "1.50", "0.50R", "3"; in the
 * trader's number format, money masked under privacy mode.
 */
export function formatTarget(value: number, kind: TargetKind, currency: string | null): string {
  const display = currentDisplay();
  switch (kind) {
    case 'money':
      return formatMoney(value, display, { currency: currency ?? undefined });
    case 'pct':
      return formatPercent(value, display);
    case 'ratio':
      return formatNumber(value, display);
    case 'r':
      return formatR(value, display, { signed: false });
    case 'count':
      return formatCount(value, display);
  }
}

const PER_PERIOD: Readonly<Record<Exclude<GoalPeriodKind, 'custom'>, string>> = {
  daily: 'each day',
  weekly: 'each week',
  monthly: 'each month',
  quarterly: 'each quarter',
};

const RULE_SENTENCE = {
  max_daily_loss: (limit: string) => `Lose no more than ${limit} in a day`,
  max_trades_per_day: (limit: string) => `No more than ${limit} trades a day`,
  max_risk_per_trade: (limit: string) => `Risk no more than ${limit} on a trade`,
  max_consecutive_losses: (limit: string) => `Stop trading after ${limit} losses in a row`,
} as const;

/** The goal as one sentence: "Net P&L at least $1,000.00 each month". */
export function goalSentence(goal: GoalDraft, currency: string | null): string {
  const metric = goal.metric ?? 'net_pnl';
  const rule = goal.rule ?? 'max_daily_loss';
  const kind = targetKindOf(goal.kind, metric, rule);
  const target = goal.target === null ? '—' : formatTarget(goal.target, kind, currency);
  const when =
    goal.period === 'custom'
      ? `from ${dayText(goal.startsOn)} to ${dayText(goal.endsOn)}`
      : PER_PERIOD[goal.period];
  if (goal.kind === 'rule') return `${RULE_SENTENCE[rule](target)}, ${when}`;
  const info = METRICS[metric];
  return `${info.label} ${info.direction === 'at-most' ? 'at most' : 'at least'} ${target} ${when}`;
}

const DAY = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const DAY_NO_YEAR = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'short', day: 'numeric' });

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Nov 3, 2026"; a calendar day of the trader, written as is whatever the browser's zone. */
export function dayText(day: string | null): string {
  if (day === null) return '—';
  return DAY.format(atNoon(day));
}

/** A period's days, both included: "Nov 1 – Nov 30, 2026", "Dec 29, 2025 – Jan 4, 2026", "Nov 3, 2026". */
export function dayRangeText(fromDay: string, toDay: string): string {
  if (fromDay === toDay) return dayText(fromDay);
  if (fromDay.slice(0, 4) === toDay.slice(0, 4))
    return `${DAY_NO_YEAR.format(atNoon(fromDay))} – ${DAY.format(atNoon(toDay))}`;
  return `${dayText(fromDay)} – ${dayText(toDay)}`;
}

export type PeriodStatus = 'met' | 'missed' | 'in-progress' | 'no-trades';

export const STATUS_LABELS: Readonly<Record<PeriodStatus, string>> = {
  met: 'Met',
  missed: 'Missed',
  'in-progress': 'In progress',
  'no-trades': 'No trades',
};

/** "1 day", "3 days"; for streaks of periods: "2 months". */
export function periodsText(count: number, period: GoalPeriodKind): string {
  const unit = { daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', custom: 'period' }[
    period
  ];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
