import { describe, expect, it } from 'vitest';
import type { GoalInput } from './types.ts';
import { validateGoal } from './validate.ts';

const metricGoal: GoalInput = {
  name: 'Monthly profit',
  kind: 'metric',
  metric: 'net_pnl',
  rule: null,
  target: 1500,
  period: 'monthly',
  startsOn: null,
  endsOn: null,
  accountId: null,
};

const ruleGoal: GoalInput = {
  ...metricGoal,
  name: 'Daily stop',
  kind: 'rule',
  metric: null,
  rule: 'max_daily_loss',
  target: '500',
};

const issues = (input: Partial<GoalInput>, otherNames?: string[]) =>
  validateGoal({ ...metricGoal, ...input }, otherNames === undefined ? {} : { otherNames }).map((issue) => [
    issue.field,
    issue.code,
  ]);

describe('validateGoal', () => {
  it('takes a whole metric goal and a whole rule goal', () => {
    expect(validateGoal(metricGoal)).toEqual([]);
    expect(validateGoal(ruleGoal)).toEqual([]);
    expect(
      validateGoal({ ...metricGoal, period: 'custom', startsOn: '2025-03-01', endsOn: '2025-03-01' }),
    ).toEqual([]);
  });

  it('requires a name, at most 80 characters, unique whatever its capitals', () => {
    expect(issues({ name: '   ' })).toEqual([['name', 'VALIDATION-001']]);
    expect(issues({ name: 'x'.repeat(81) })).toEqual([['name', 'VALIDATION-011']]);
    expect(issues({ name: ` ${'x'.repeat(80)} ` })).toEqual([]);
    expect(issues({ name: 'monthly PROFIT ' }, ['Monthly profit'])).toEqual([['name', 'DB-005']]);
    expect(
      validateGoal({ ...metricGoal, name: 'monthly profit' }, { otherNames: ['Monthly Profit'] })[0]?.message,
    ).toBe('You already have a goal called "monthly profit".');
    expect(issues({}, ['Weekly profit'])).toEqual([]);
  });

  it('requires the kind and the metric or rule it names', () => {
    expect(issues({ kind: 'wish' })).toEqual([['kind', 'VALIDATION-001']]);
    expect(issues({ metric: null })).toEqual([['metric', 'VALIDATION-001']]);
    expect(issues({ metric: 'sharpe' })).toEqual([['metric', 'VALIDATION-001']]);
    expect(validateGoal({ ...ruleGoal, rule: null }).map((issue) => issue.field)).toEqual(['rule']);
  });

  it('requires a target that is a number', () => {
    expect(issues({ target: null })).toEqual([['target', 'VALIDATION-001']]);
    expect(issues({ target: ' ' })).toEqual([['target', 'VALIDATION-001']]);
    expect(issues({ target: '12abc' })).toEqual([['target', 'VALIDATION-010']]);
    expect(issues({ target: Number.NaN })).toEqual([['target', 'VALIDATION-010']]);
    expect(issues({ target: '-250.5' })).toEqual([]);
    expect(issues({ target: '1e16' })).toEqual([['target', 'VALIDATION-010']]);
    expect(issues({ target: 1e15 })).toEqual([['target', 'VALIDATION-009']]);
  });

  const fits: [string, GoalInput['target'], string | null][] = [
    ['win_rate', 0, null],
    ['win_rate', 100, null],
    ['win_rate', '55.5', null],
    ['win_rate', 100.01, 'VALIDATION-009'],
    ['win_rate', -1, 'VALIDATION-009'],
    ['trade_count', 20, null],
    ['trade_count', 2.5, 'VALIDATION-010'],
    ['trade_count', 0, 'VALIDATION-009'],
    ['profit_factor', 0, null],
    ['profit_factor', -0.5, 'VALIDATION-009'],
    ['max_drawdown', 0.01, null],
    ['max_drawdown', 0, 'VALIDATION-009'],
    ['expectancy', -20, null],
    ['average_r', -0.25, null],
    ['net_pnl', -100, null],
  ];

  it.each(fits)('checks a %s target of %s', (metric, target, code) => {
    expect(issues({ metric, target })).toEqual(code === null ? [] : [['target', code]]);
  });

  const ruleFits: [string, GoalInput['target'], string | null][] = [
    ['max_daily_loss', 500, null],
    ['max_daily_loss', 0, 'VALIDATION-009'],
    ['max_daily_loss', -500, 'VALIDATION-009'],
    ['max_risk_per_trade', 0.5, null],
    ['max_risk_per_trade', 0, 'VALIDATION-009'],
    ['max_trades_per_day', 3, null],
    ['max_trades_per_day', '3.5', 'VALIDATION-010'],
    ['max_trades_per_day', 0, 'VALIDATION-009'],
    ['max_consecutive_losses', 1, null],
    ['max_consecutive_losses', 1.5, 'VALIDATION-010'],
  ];

  it.each(ruleFits)('checks a %s limit of %s', (rule, target, code) => {
    const found = validateGoal({ ...ruleGoal, rule, target }).map((issue) => [issue.field, issue.code]);
    expect(found).toEqual(code === null ? [] : [['target', code]]);
  });

  it('words the out-of-range win rate and the whole trade count', () => {
    expect(validateGoal({ ...metricGoal, metric: 'win_rate', target: 120 })[0]?.message).toBe(
      'A win rate must be between 0 and 100.',
    );
    expect(validateGoal({ ...metricGoal, metric: 'trade_count', target: 2.5 })[0]?.message).toBe(
      'A trade count must be a whole number.',
    );
  });

  it('requires a period, and both days in order for custom dates', () => {
    expect(issues({ period: 'yearly' })).toEqual([['period', 'VALIDATION-001']]);
    expect(issues({ period: 'custom' })).toEqual([
      ['startsOn', 'VALIDATION-001'],
      ['endsOn', 'VALIDATION-001'],
    ]);
    expect(issues({ period: 'custom', startsOn: '2025-02-30', endsOn: '2025-03-31' })).toEqual([
      ['startsOn', 'VALIDATION-008'],
    ]);
    expect(issues({ period: 'custom', startsOn: '2025-03-10', endsOn: '2025-03-09' })).toEqual([
      ['endsOn', 'VALIDATION-008'],
    ]);
  });

  it('tells every problem at once', () => {
    expect(issues({ name: '', metric: 'win_rate', target: 150, period: '' })).toEqual([
      ['name', 'VALIDATION-001'],
      ['target', 'VALIDATION-009'],
      ['period', 'VALIDATION-001'],
    ]);
  });
});
