// Goals for tests: a monthly goal of every account unless told otherwise.
import type { Goal } from './types.ts';

export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'goal',
    name: 'Goal',
    kind: 'metric',
    metric: 'net_pnl',
    rule: null,
    target: 500,
    period: 'monthly',
    startsOn: null,
    endsOn: null,
    accountId: null,
    ...overrides,
  };
}

export const ruleGoal = (rule: Goal['rule'], target: number, overrides: Partial<Goal> = {}): Goal =>
  buildGoal({ id: rule ?? 'rule', kind: 'rule', metric: null, rule, target, ...overrides });
