// Goals: targets on the engine's figures and trading rules, judged per period in the trader's zone.
// Definitions: docs/metrics.md, "Goals".
export * from './types.ts';
export { validateGoal, type GoalCheckContext } from './validate.ts';
export { goalPeriods, goalPeriodFilter, DEFAULT_PERIOD_COUNT, MAX_PERIOD_COUNT } from './periods.ts';
export { ruleBreaks, ruleDays, type RuleDay } from './rule-breaks.ts';
export { plainAmount } from './format.ts';
export {
  evaluateGoals,
  evaluateGoalsWith,
  selectGoalPeriod,
  goalDirection,
  metricValue,
  streakOf,
  type GoalPeriodData,
  type GoalPeriodSource,
} from './evaluate.ts';
