import { describe, expect, it } from 'vitest';
import { addRule, editRule, moveRule, newRuleId, removeRule, type PlaybookRule } from './rules';

const RULES: PlaybookRule[] = [
  { id: 'a', text: 'Trend up on the hourly' },
  { id: 'b', text: 'Wait for the retest' },
  { id: 'c', text: 'Stop below the swing low' },
];

const ids = (rules: readonly PlaybookRule[]) => rules.map((rule) => rule.id);

describe('newRuleId', () => {
  it('never gives an id the playbook has used, even one whose rule was removed', () => {
    const candidates = ['1', '2', '3'];
    const id = newRuleId(new Set(['r-1', 'r-2']), () => candidates.shift() ?? 'x');
    expect(id).toBe('r-3');
  });
});

describe('rule list edits', () => {
  it('appends, edits in place and removes by id', () => {
    const added = addRule(RULES, { id: 'd', text: 'Size to 1 % risk' });
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd']);
    const edited = editRule(added, 'b', 'Wait for the retest and a close');
    expect(edited[1]).toEqual({ id: 'b', text: 'Wait for the retest and a close' });
    expect(ids(removeRule(edited, 'a'))).toEqual(['b', 'c', 'd']);
    expect(RULES).toHaveLength(3);
  });

  it('moves a rule up and down, and not past either end', () => {
    expect(ids(moveRule(RULES, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveRule(RULES, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveRule(RULES, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveRule(RULES, 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveRule(RULES, 'missing', 1))).toEqual(['a', 'b', 'c']);
  });
});
