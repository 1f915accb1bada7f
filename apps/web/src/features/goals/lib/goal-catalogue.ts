// What a trader can set a goal on: each engine metric with the way its value is written and the
// side of the target that meets it, and each trading rule with what its limit counts. The labels
// match the analytics pages' names so a goal reads like the figure it follows.
import type { GoalKind, GoalMetric, GoalPeriodKind, GoalRule } from '@edgelog/core';

/** How a target is typed and shown: the MetricValue kinds the analytics pages write figures with. */
export type TargetKind = 'money' | 'pct' | 'ratio' | 'r' | 'count';

export interface MetricInfo {
  label: string;
  /** The statistics field of the analytics engine, for the figure's definition. */
  statistic: string;
  target: TargetKind;
  /** max_drawdown is met at or under its target; every other metric at or above. */
  direction: 'at-least' | 'at-most';
  /** Whether the figure is a gain or a loss (written with its sign). */
  signed: boolean;
}

export const METRICS: Readonly<Record<GoalMetric, MetricInfo>> = {
  net_pnl: { label: 'Net P&L', statistic: 'netPnl', target: 'money', direction: 'at-least', signed: true },
  win_rate: {
    label: 'Win rate',
    statistic: 'winRatePct',
    target: 'pct',
    direction: 'at-least',
    signed: false,
  },
  profit_factor: {
    label: 'Profit factor',
    statistic: 'profitFactor',
    target: 'ratio',
    direction: 'at-least',
    signed: false,
  },
  expectancy: {
    label: 'Expectancy',
    statistic: 'expectancy',
    target: 'money',
    direction: 'at-least',
    signed: true,
  },
  average_r: {
    label: 'Average R',
    statistic: 'expectancyR',
    target: 'r',
    direction: 'at-least',
    signed: true,
  },
  trade_count: {
    label: 'Trade count',
    statistic: 'tradeCount',
    target: 'count',
    direction: 'at-least',
    signed: false,
  },
  max_drawdown: {
    label: 'Max drawdown',
    statistic: 'maxDrawdown',
    target: 'money',
    direction: 'at-most',
    signed: false,
  },
};

export interface RuleInfo {
  label: string;
  /** The limit's field label in the form. */
  targetLabel: string;
  target: 'money' | 'count';
  /** What keeping the rule means, for the card and the empty state. */
  explanation: string;
}

export const RULES: Readonly<Record<GoalRule, RuleInfo>> = {
  max_daily_loss: {
    label: 'Max daily loss',
    targetLabel: 'Most you may lose in a day',
    target: 'money',
    explanation: 'Broken on a day whose closed trades lose more than the limit.',
  },
  max_trades_per_day: {
    label: 'Max trades per day',
    targetLabel: 'Most trades in a day',
    target: 'count',
    explanation: 'Broken on a day with more trades than the limit.',
  },
  max_risk_per_trade: {
    label: 'Max risk per trade',
    targetLabel: 'Most a trade may risk',
    target: 'money',
    explanation: 'Broken by a trade whose initial risk is above the limit.',
  },
  max_consecutive_losses: {
    label: 'Stop after losses in a row',
    targetLabel: 'Losses in a row before you stop for the day',
    target: 'count',
    explanation: 'Broken by a trade taken after that many losses in a row.',
  },
};

export const PERIOD_LABELS: Readonly<Record<GoalPeriodKind, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  custom: 'Custom dates',
};

/** How a target of this kind is typed: the unit shown beside the box and whether decimals are allowed. */
export function targetKindOf(kind: GoalKind, metric: GoalMetric, rule: GoalRule): TargetKind {
  return kind === 'metric' ? METRICS[metric].target : RULES[rule].target;
}
