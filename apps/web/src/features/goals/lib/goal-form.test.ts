import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_GOAL_FORM, formOf, parseTarget, targetInput, targetText } from './goal-form';

describe('parseTarget', () => {
  it('reads the figure whatever surrounds it', () => {
    expect(parseTarget('1,500')).toBe(1500);
    expect(parseTarget('$500.25')).toBe(500.25);
    expect(parseTarget('55 %')).toBe(55);
    expect(parseTarget('0.5R')).toBe(0.5);
    expect(parseTarget('\u2212200')).toBe(-200);
    expect(parseTarget('.5')).toBe(0.5);
  });

  it('has no number for empty or non-numeric text', () => {
    expect(parseTarget('')).toBeNull();
    expect(parseTarget('  ')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
    expect(parseTarget('1.2.3')).toBeNull();
    expect(parseTarget('1e3')).toBeNull();
  });
});

describe('draftOf', () => {
  it('keeps only the chosen kind’s field and the custom dates of a custom period', () => {
    const rule = draftOf({
      ...EMPTY_GOAL_FORM,
      name: '  No revenge ',
      kind: 'rule',
      rule: 'max_consecutive_losses',
      target: '3',
      startsOn: '2026-01-01',
    });
    expect(rule).toEqual({
      name: 'No revenge',
      kind: 'rule',
      metric: null,
      rule: 'max_consecutive_losses',
      target: 3,
      period: 'monthly',
      startsOn: null,
      endsOn: null,
      accountId: null,
    });
    const custom = draftOf({
      ...EMPTY_GOAL_FORM,
      name: 'Q',
      target: '1,000',
      period: 'custom',
      startsOn: '2026-01-05',
      endsOn: '',
      accountId: 'acc-1',
    });
    expect(custom).toMatchObject({
      metric: 'net_pnl',
      rule: null,
      target: 1000,
      startsOn: '2026-01-05',
      endsOn: null,
      accountId: 'acc-1',
    });
  });

  it('gives back the same goal through the form', () => {
    const goal = draftOf({
      ...EMPTY_GOAL_FORM,
      name: 'PF',
      metric: 'profit_factor',
      target: '1.75',
      period: 'quarterly',
    });
    expect(draftOf(formOf(goal))).toEqual(goal);
  });
});

describe('targetText', () => {
  it('writes counts whole and money to the cent', () => {
    expect(targetText(3, 'count')).toBe('3');
    expect(targetText(500, 'money')).toBe('500');
    expect(targetText(612.5, 'money')).toBe('612.50');
    expect(targetText(55.5, 'pct')).toBe('55.5');
  });
});

describe('targetInput', () => {
  it('fits the box to the metric', () => {
    expect(targetInput('pct', 'USD').unit).toBe('%');
    expect(targetInput('money', 'EUR').unit).toBe('EUR');
    expect(targetInput('count', null).inputMode).toBe('numeric');
    expect(targetInput('r', null).unit).toBe('R');
  });
});
