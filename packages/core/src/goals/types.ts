// A trader's goals (public.goals) and what their evaluation answers. Definitions: docs/metrics.md,
// "Goals".
import type { Weekday } from '../analytics/zone-clock.ts';

export const GOAL_KINDS = ['metric', 'rule'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_METRICS = [
  'net_pnl',
  'win_rate',
  'profit_factor',
  'expectancy',
  'average_r',
  'trade_count',
  'max_drawdown',
] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

export const GOAL_RULES = [
  'max_daily_loss',
  'max_trades_per_day',
  'max_risk_per_trade',
  'max_consecutive_losses',
] as const;
export type GoalRule = (typeof GOAL_RULES)[number];

export const GOAL_PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'custom'] as const;
export type GoalPeriodKind = (typeof GOAL_PERIODS)[number];

export const MAX_GOAL_NAME_LENGTH = 80;

/** A row of public.goals in camelCase (archived goals are the page's business, not evaluated). */
export interface Goal {
  id: string;
  name: string;
  kind: GoalKind;
  /** Set iff kind = 'metric'. */
  metric: GoalMetric | null;
  /** Set iff kind = 'rule'. */
  rule: GoalRule | null;
  target: number;
  period: GoalPeriodKind;
  /** YYYY-MM-DD, both set iff period = 'custom' (endsOn included). */
  startsOn: string | null;
  endsOn: string | null;
  /** null = every account. */
  accountId: string | null;
}

/** A goal as a form holds it before it is checked: any value may be missing or wrong. */
export interface GoalInput {
  name: string;
  kind: string;
  metric: string | null;
  rule: string | null;
  /** A number, or the text typed ('', '12.5'). */
  target: number | string | null;
  period: string;
  startsOn: string | null;
  endsOn: string | null;
  accountId?: string | null;
}

export type GoalField = 'name' | 'kind' | 'metric' | 'rule' | 'target' | 'period' | 'startsOn' | 'endsOn';

/** One thing wrong with a goal, with the catalogue's code for it. */
export interface GoalIssue {
  field: GoalField;
  code:
    'VALIDATION-001' | 'VALIDATION-008' | 'VALIDATION-009' | 'VALIDATION-010' | 'VALIDATION-011' | 'DB-005';
  message: string;
}

/** Whether a value meets its target by reaching it or by staying under it. */
export type GoalDirection = 'at-least' | 'at-most';

/** One period of a goal: its local days and the instants [from, to) of the trader's midnights. */
export interface GoalPeriod {
  key: string;
  label: string;
  /** YYYY-MM-DD, both included. */
  fromDay: string;
  toDay: string;
  /** ISO instants: the first midnight and the midnight after the last day. */
  from: string;
  to: string;
}

export interface GoalPeriodOptions {
  now: string | Date;
  timeZone: string;
  weekStartsOn?: Weekday;
  /** Periods told, the current one included (a custom goal has one). */
  count?: number;
}

/** A rule goal broken on one local day. */
export interface RuleBreak {
  goalId: string;
  /** YYYY-MM-DD in the trader's zone. */
  day: string;
  tradeIds: string[];
  /** One sentence: "Lost 612.50 (limit 500)". */
  detail: string;
  /**
   * The money amounts of `detail`, in the order it writes them (each as plainAmount writes it), so
   * a page can write them in the trader's currency and mask them under privacy mode.
   */
  money?: number[];
}

export type PeriodStatus = 'met' | 'missed' | 'in-progress' | 'no-trades';

export interface PeriodResult {
  key: string;
  label: string;
  fromDay: string;
  toDay: string;
  /**
   * The metric over the period's closed trades; for a rule goal the worst the period saw (the
   * largest daily loss, the most trades in a day, the largest risk, the longest losing run in a
   * day). null when there is nothing to tell.
   */
  value: number | null;
  target: number;
  direction: GoalDirection;
  /**
   * at-least: value / target in percent, 0 to 100; at-most (drawdown and rule goals): the share of
   * the limit used, 0 to 100. null when value is.
   */
  progressPct: number | null;
  status: PeriodStatus;
  breaks: RuleBreak[];
  /** Closed trades in the period. */
  tradeCount: number;
}

export interface GoalStreak {
  /** Past periods met in a row up to the last one (periods without trades are passed over). */
  current: number;
  /** The longest such run in the history told. */
  best: number;
}

export interface GoalEvaluation {
  goalId: string;
  current: PeriodResult;
  /** Past periods, the latest first. */
  history: PeriodResult[];
  streak: GoalStreak;
}

export interface RuleBreakOptions {
  timeZone: string;
  /** |net P&L| at most this much is a break-even (a losing run), unless a trade carries its own. */
  breakEvenTolerance?: number;
}

export interface EvaluateGoalsOptions extends GoalPeriodOptions {
  breakEvenTolerance?: number;
}
