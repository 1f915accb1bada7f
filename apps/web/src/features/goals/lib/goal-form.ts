// The goal form's values as typed (text), read into the goal the table stores. The target box
// fits its metric: a percentage for a win rate, a whole number for counts, money for P&L; the
// checks themselves are core's validateGoal, so the form and the database refuse the same input.
import type { GoalKind, GoalMetric, GoalPeriodKind, GoalRule } from '@edgelog/core';
import { targetKindOf, type TargetKind } from './goal-catalogue';

export interface GoalFormValues {
  name: string;
  kind: GoalKind;
  metric: GoalMetric;
  rule: GoalRule;
  /** As typed: "1,500", "55 %", "$500". */
  target: string;
  period: GoalPeriodKind;
  startsOn: string;
  endsOn: string;
  /** '' for every account. */
  accountId: string;
}

export const EMPTY_GOAL_FORM: GoalFormValues = {
  name: '',
  kind: 'metric',
  metric: 'net_pnl',
  rule: 'max_daily_loss',
  target: '',
  period: 'monthly',
  startsOn: '',
  endsOn: '',
  accountId: '',
};

/** The goal as stored, camelCase of the goals table. */
export interface GoalDraft {
  name: string;
  kind: GoalKind;
  metric: GoalMetric | null;
  rule: GoalRule | null;
  target: number | null;
  period: GoalPeriodKind;
  startsOn: string | null;
  endsOn: string | null;
  accountId: string | null;
}

const NUMBER = /^[-+\u2212]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The number typed in a target box, null when it is empty or not a number. Grouping commas,
 * spaces, a currency sign, a % and a trailing R are what people type around a figure: ignored.
 */
export function parseTarget(text: string): number | null {
  const bare = text.replace(/[\s,$€£¥%]/g, '').replace(/[rR]$/, '');
  if (!NUMBER.test(bare)) return null;
  const value = Number(bare.replace('\u2212', '-'));
  return Number.isFinite(value) ? value : null;
}

/** What the form holds, as the goal to check and store: only the chosen kind's field is kept. */
export function draftOf(values: GoalFormValues): GoalDraft {
  const custom = values.period === 'custom';
  return {
    name: values.name.trim(),
    kind: values.kind,
    metric: values.kind === 'metric' ? values.metric : null,
    rule: values.kind === 'rule' ? values.rule : null,
    target: parseTarget(values.target),
    period: values.period,
    startsOn: custom && values.startsOn !== '' ? values.startsOn : null,
    endsOn: custom && values.endsOn !== '' ? values.endsOn : null,
    accountId: values.accountId === '' ? null : values.accountId,
  };
}

/** A stored target as the box shows it again: whole numbers without decimals, money to the cent. */
export function targetText(target: number, kind: TargetKind): string {
  if (kind === 'count') return String(Math.round(target));
  if (kind === 'money') return Number.isInteger(target) ? String(target) : target.toFixed(2);
  return String(target);
}

/** The form of a stored goal, to edit it. */
export function formOf(goal: GoalDraft): GoalFormValues {
  const metric = goal.metric ?? EMPTY_GOAL_FORM.metric;
  const rule = goal.rule ?? EMPTY_GOAL_FORM.rule;
  return {
    name: goal.name,
    kind: goal.kind,
    metric,
    rule,
    target: goal.target === null ? '' : targetText(goal.target, targetKindOf(goal.kind, metric, rule)),
    period: goal.period,
    startsOn: goal.startsOn ?? '',
    endsOn: goal.endsOn ?? '',
    accountId: goal.accountId ?? '',
  };
}

/** The box's unit and keypad for a target kind. */
export function targetInput(
  kind: TargetKind,
  currency: string | null,
): { unit: string; inputMode: 'numeric' | 'decimal'; placeholder: string } {
  switch (kind) {
    case 'money':
      return { unit: currency ?? '', inputMode: 'decimal', placeholder: '500' };
    case 'pct':
      return { unit: '%', inputMode: 'decimal', placeholder: '55' };
    case 'count':
      return { unit: '', inputMode: 'numeric', placeholder: '3' };
    case 'r':
      return { unit: 'R', inputMode: 'decimal', placeholder: '0.5' };
    case 'ratio':
      return { unit: '', inputMode: 'decimal', placeholder: '1.5' };
  }
}
