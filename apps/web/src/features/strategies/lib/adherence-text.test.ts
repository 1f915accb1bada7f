import { describe, expect, it } from 'vitest';
import { playbookOf, ruleKindLabel } from './adherence-text';

describe('adherence text', () => {
  it('reads a playbook row as the adherence figures take it', () => {
    const rules = [{ id: 'r-1', text: 'Wait for the retest' }];
    expect(playbookOf({ rules, max_risk_amount: '250.50', max_trades_per_day: 3 })).toEqual({
      rules,
      maxRiskAmount: 250.5,
      maxTradesPerDay: 3,
    });
    expect(playbookOf({ rules: [], max_risk_amount: null, max_trades_per_day: null })).toEqual({
      rules: [],
      maxRiskAmount: null,
      maxTradesPerDay: null,
    });
  });

  it('names the risk rules apart from the checklist', () => {
    expect(ruleKindLabel('max-risk')).toBe('Risk rule');
    expect(ruleKindLabel('max-trades-per-day')).toBe('Risk rule, per day');
    expect(ruleKindLabel('checklist')).toBe('Checklist');
  });
});
