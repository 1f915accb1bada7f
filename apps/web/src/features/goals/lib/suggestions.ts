// The two goals the empty page offers to add in one click: one rule that protects the account and
// one figure to aim for, the commonest first goals of a trading plan.
import type { GoalDraft } from './goal-form';

export interface GoalSuggestion {
  draft: GoalDraft;
  /** Why this goal, in a sentence. */
  reason: string;
}

export const GOAL_SUGGESTIONS: readonly GoalSuggestion[] = [
  {
    draft: {
      name: 'Max daily loss',
      kind: 'rule',
      metric: null,
      rule: 'max_daily_loss',
      target: 500,
      period: 'monthly',
      startsOn: null,
      endsOn: null,
      accountId: null,
    },
    reason: 'Stop for the day before one bad session costs a week of gains.',
  },
  {
    draft: {
      name: 'Win half my trades',
      kind: 'metric',
      metric: 'win_rate',
      rule: null,
      target: 50,
      period: 'monthly',
      startsOn: null,
      endsOn: null,
      accountId: null,
    },
    reason: 'A win rate of 50% or more each month, from your closed trades.',
  },
];
