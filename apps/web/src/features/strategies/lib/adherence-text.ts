import type { Playbook, PlaybookRuleKind } from '@edgelog/core';

/** The parts of a playbook row the adherence figures read; the risk limit from its decimal text. */
export function playbookOf(row: {
  rules: Playbook['rules'];
  max_risk_amount: string | null;
  max_trades_per_day: number | null;
}): Playbook {
  return {
    rules: row.rules,
    maxRiskAmount: row.max_risk_amount === null ? null : Number(row.max_risk_amount),
    maxTradesPerDay: row.max_trades_per_day,
  };
}

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
