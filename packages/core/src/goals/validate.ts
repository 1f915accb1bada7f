// The rules of a goal as the goals page takes it. public.goals checks the same ones (its
// `goals_target_fits` and date checks), so the form tells, field by field, what the database
// would refuse, with the error catalogue's codes.
import { isDayKey } from '../analytics-worker/filter.ts';
import {
  GOAL_KINDS,
  GOAL_METRICS,
  GOAL_PERIODS,
  GOAL_RULES,
  MAX_GOAL_NAME_LENGTH,
  type GoalInput,
  type GoalIssue,
} from './types.ts';

export interface GoalCheckContext {
  /** Names of the trader's other goals: a name is unique per trader, whatever its capitals. */
  otherNames?: readonly string[];
}

/** Targets this large are not a goal anyone sets, and lose cents in floating point. */
const MAX_TARGET = 1e15;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The target as a number, or why it is not one. */
function targetOf(raw: GoalInput['target']): number | GoalIssue {
  if (raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { field: 'target', code: 'VALIDATION-001', message: 'Enter a target.' };
  const value = typeof raw === 'number' ? raw : NUMBER.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value))
    return {
      field: 'target',
      code: 'VALIDATION-010',
      message: 'The target must be a number, like 500 or 1.5.',
    };
  if (Math.abs(value) >= MAX_TARGET)
    return {
      field: 'target',
      code: 'VALIDATION-009',
      message: 'The target must be below 1,000,000,000,000,000.',
    };
  return value;
}

const WHOLE_TARGETS: Readonly<Record<string, string>> = {
  trade_count: 'A trade count',
  max_trades_per_day: 'A number of trades a day',
  max_consecutive_losses: 'A number of losses in a row',
};

const MONEY_LIMITS: Readonly<Record<string, string>> = {
  max_daily_loss: 'A daily loss limit',
  max_risk_per_trade: 'A risk limit',
  max_drawdown: 'A drawdown limit',
};

/** Whether a target fits what it measures (goals_target_fits). */
function fitIssue(measure: string, target: number): GoalIssue | null {
  const whole = WHOLE_TARGETS[measure];
  if (whole !== undefined) {
    if (!Number.isInteger(target))
      return { field: 'target', code: 'VALIDATION-010', message: `${whole} must be a whole number.` };
    if (target < 1)
      return { field: 'target', code: 'VALIDATION-009', message: `${whole} must be 1 or more.` };
    return null;
  }
  const money = MONEY_LIMITS[measure];
  if (money !== undefined && !(target > 0))
    return { field: 'target', code: 'VALIDATION-009', message: `${money} must be more than 0.` };
  if (measure === 'win_rate' && !(target >= 0 && target <= 100))
    return { field: 'target', code: 'VALIDATION-009', message: 'A win rate must be between 0 and 100.' };
  if (measure === 'profit_factor' && !(target >= 0))
    return { field: 'target', code: 'VALIDATION-009', message: 'A profit factor must be 0 or more.' };
  return null;
}

function dateIssues(input: GoalInput): GoalIssue[] {
  const issues: GoalIssue[] = [];
  const check = (field: 'startsOn' | 'endsOn', value: string | null, what: string): boolean => {
    if (value === null || value.trim() === '') {
      issues.push({ field, code: 'VALIDATION-001', message: `Choose ${what}.` });
      return false;
    }
    if (!isDayKey(value.trim())) {
      issues.push({ field, code: 'VALIDATION-008', message: `${value} is not a date.` });
      return false;
    }
    return true;
  };
  const start = check('startsOn', input.startsOn, 'the first day');
  const end = check('endsOn', input.endsOn, 'the last day');
  if (start && end && (input.endsOn ?? '').trim() < (input.startsOn ?? '').trim())
    issues.push({
      field: 'endsOn',
      code: 'VALIDATION-008',
      message: 'The last day cannot be before the first day.',
    });
  return issues;
}

/** Everything wrong with a goal, field by field; an empty list means the database will take it. */
export function validateGoal(input: GoalInput, context: GoalCheckContext = {}): GoalIssue[] {
  const issues: GoalIssue[] = [];
  const name = input.name.trim();
  if (name === '') issues.push({ field: 'name', code: 'VALIDATION-001', message: 'Give the goal a name.' });
  else if (name.length > MAX_GOAL_NAME_LENGTH)
    issues.push({
      field: 'name',
      code: 'VALIDATION-011',
      message: `A goal's name is at most ${MAX_GOAL_NAME_LENGTH} characters.`,
    });
  else if ((context.otherNames ?? []).some((other) => other.trim().toLowerCase() === name.toLowerCase()))
    issues.push({ field: 'name', code: 'DB-005', message: `You already have a goal called "${name}".` });

  let measure: string | null = null;
  if (!oneOf(GOAL_KINDS, input.kind))
    issues.push({ field: 'kind', code: 'VALIDATION-001', message: 'Choose a metric goal or a rule goal.' });
  else if (input.kind === 'metric') {
    if (oneOf(GOAL_METRICS, input.metric)) measure = input.metric;
    else issues.push({ field: 'metric', code: 'VALIDATION-001', message: 'Choose the metric to reach.' });
  } else if (oneOf(GOAL_RULES, input.rule)) measure = input.rule;
  else issues.push({ field: 'rule', code: 'VALIDATION-001', message: 'Choose the rule to keep.' });

  const target = targetOf(input.target);
  if (typeof target !== 'number') issues.push(target);
  else if (measure !== null) {
    const fit = fitIssue(measure, target);
    if (fit !== null) issues.push(fit);
  }

  if (!oneOf(GOAL_PERIODS, input.period))
    issues.push({ field: 'period', code: 'VALIDATION-001', message: 'Choose a period.' });
  else if (input.period === 'custom') issues.push(...dateIssues(input));
  return issues;
}
