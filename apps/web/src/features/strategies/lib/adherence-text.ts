import type { PlaybookRuleKind } from '@edgelog/core';

export const COST_DEFINITION =
  'Cost = trades that broke the rule × the expectancy of trades that followed every rule − their net P&L: what breaking it cost against keeping every rule.';

/** What a risk rule of the adherence table is, beside its text. */
export function ruleKindLabel(kind: PlaybookRuleKind): string {
  return kind === 'max-risk'
    ? 'Risk rule'
    : kind === 'max-trades-per-day'
      ? 'Risk rule, per day'
      : 'Checklist';
}
