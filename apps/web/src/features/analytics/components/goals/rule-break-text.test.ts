import { describe, expect, it } from 'vitest';
import { ruleBreakLabel } from './rule-break-text';

const broke = (goalId: string) => ({ goalId, day: '2026-11-03', tradeIds: [], detail: '' });

describe('ruleBreakLabel', () => {
  const goals = new Map([
    ['a', { name: 'Daily stop' }],
    ['b', { name: 'Three strikes' }],
  ]);

  it('names every rule goal the day broke', () => {
    expect(ruleBreakLabel([broke('a')], goals)).toBe('broke Daily stop');
    expect(ruleBreakLabel([broke('a'), broke('b')], goals)).toBe('broke Daily stop and Three strikes');
    expect(ruleBreakLabel([broke('gone')], goals)).toBe('broke a rule goal');
  });

  it('adds nothing to a day that kept them', () => {
    expect(ruleBreakLabel(undefined, goals)).toBeNull();
    expect(ruleBreakLabel([], goals)).toBeNull();
  });
});
