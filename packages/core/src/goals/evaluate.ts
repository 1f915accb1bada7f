// Goals judged period by period: a metric goal on the engine's figures of the period's closed
// trades, a rule goal on the days it was broken. Definitions: docs/metrics.md, "Goals".
import { parseInstant } from '../analytics/instant.ts';
import { computeStatistics } from '../analytics/statistics.ts';
import type { AnalyticsTrade, StatisticsOptions, SummaryStatistics } from '../analytics/types.ts';
import { goalPeriods } from './periods.ts';
import { ruleDays } from './rule-breaks.ts';
import type {
  EvaluateGoalsOptions,
  Goal,
  GoalDirection,
  GoalEvaluation,
  GoalMetric,
  GoalPeriod,
  GoalStreak,
  PeriodResult,
  PeriodStatus,
  RuleBreak,
} from './types.ts';

/** The trades of one goal period (closed in it, open ones too) and the engine's options for them. */
export interface GoalPeriodData {
  trades: readonly AnalyticsTrade[];
  statisticsOptions: StatisticsOptions;
}

/**
 * Where a goal's trades come from. A metric goal reads each period as a page filter selects it
 * (closed in the period, of the goal's account). A rule goal reads every trade of its account, as
 * a day it tells may hold trades closed in another period (opened on a Sunday, closed on Monday).
 */
export interface GoalPeriodSource {
  period(goal: Goal, period: GoalPeriod): GoalPeriodData;
  scope(goal: Goal): GoalPeriodData;
}

/** max_drawdown is met by staying at or under its target, every other goal by reaching it; rules by never breaking. */
export function goalDirection(goal: Pick<Goal, 'kind' | 'metric'>): GoalDirection {
  return goal.kind === 'rule' || goal.metric === 'max_drawdown' ? 'at-most' : 'at-least';
}

export function metricValue(metric: GoalMetric, statistics: SummaryStatistics): number | null {
  switch (metric) {
    case 'net_pnl':
      return statistics.netPnl;
    case 'win_rate':
      return statistics.winRatePct;
    case 'profit_factor':
      return statistics.profitFactor;
    case 'expectancy':
      return statistics.expectancy;
    case 'average_r':
      return statistics.expectancyR;
    case 'trade_count':
      return statistics.tradeCount;
    case 'max_drawdown':
      return statistics.maxDrawdown;
  }
}

// A ratio computed in floating point (57 wins of 100 is 56.99999999999999 %) meets a target it
// equals: values this close to the target count as on it.
const onOrAbove = (value: number, target: number): boolean =>
  value >= target - 1e-9 * Math.max(1, Math.abs(target));
const onOrBelow = (value: number, target: number): boolean =>
  value <= target + 1e-9 * Math.max(1, Math.abs(target));

function progressOf(value: number | null, target: number, direction: GoalDirection): number | null {
  if (value === null) return null;
  if (direction === 'at-least' && target <= 0) return onOrAbove(value, target) ? 100 : 0;
  if (target <= 0) return onOrBelow(value, target) ? 0 : 100;
  return Math.min(100, Math.max(0, (value / target) * 100));
}

interface Figures {
  value: number | null;
  breaks: RuleBreak[];
  tradeCount: number;
}

function metricFigures(metric: GoalMetric, data: GoalPeriodData): Figures {
  const closed = data.trades.filter((trade) => trade.closedAt !== null);
  const value = metricValue(metric, computeStatistics(closed, data.statisticsOptions));
  return { value, breaks: [], tradeCount: closed.length };
}

/**
 * A rule goal's days (told once over its account's trades) and closed trades, per period. A trade
 * closed before the first period can tell none of its days (it was opened before it too): years of
 * such trades are left out before the days are told.
 */
function ruleFigures(goal: Goal, data: GoalPeriodData, firstFrom: number): (period: GoalPeriod) => Figures {
  const trades = data.trades.filter(
    (trade) => trade.closedAt === null || parseInstant(trade.closedAt) >= firstFrom,
  );
  const days = ruleDays(goal, trades, {
    timeZone: data.statisticsOptions.timeZone,
    breakEvenTolerance: data.statisticsOptions.breakEvenTolerance ?? 0,
  });
  const exits: number[] = [];
  for (const trade of trades) if (trade.closedAt !== null) exits.push(parseInstant(trade.closedAt));
  return (period) => {
    const inPeriod = days.filter((day) => day.day >= period.fromDay && day.day <= period.toDay);
    const from = parseInstant(period.from);
    const to = parseInstant(period.to);
    return {
      value: inPeriod.length === 0 ? null : Math.max(...inPeriod.map((day) => day.value)),
      breaks: inPeriod.flatMap((day) => (day.broken === null ? [] : [day.broken])),
      tradeCount: exits.filter((exit) => exit >= from && exit < to).length,
    };
  };
}

function judgePeriod(goal: Goal, period: GoalPeriod, figures: Figures, finished: boolean): PeriodResult {
  const direction = goalDirection(goal);
  const { value, breaks, tradeCount } = figures;
  let status: PeriodStatus;
  if (breaks.length > 0) status = 'missed';
  else if (!finished) status = 'in-progress';
  else if (tradeCount === 0) status = 'no-trades';
  else if (goal.kind === 'rule') status = 'met';
  else if (value === null) status = 'missed';
  else status = (direction === 'at-least' ? onOrAbove : onOrBelow)(value, goal.target) ? 'met' : 'missed';
  return {
    key: period.key,
    label: period.label,
    fromDay: period.fromDay,
    toDay: period.toDay,
    value,
    target: goal.target,
    direction,
    progressPct: progressOf(value, goal.target, direction),
    status,
    breaks,
    tradeCount,
  };
}

/** Met periods in a row, oldest to latest; a period without trades neither extends nor ends a run. */
export function streakOf(judged: readonly PeriodResult[]): GoalStreak {
  let run = 0;
  let best = 0;
  for (const result of judged) {
    if (result.status === 'met') {
      run++;
      if (run > best) best = run;
    } else if (result.status === 'missed') run = 0;
  }
  return { current: run, best };
}

/** Each goal over its periods, each period's trades given by `source`. */
export function evaluateGoalsWith(
  goals: readonly Goal[],
  source: GoalPeriodSource,
  options: EvaluateGoalsOptions,
): GoalEvaluation[] {
  const nowMs = typeof options.now === 'string' ? Date.parse(options.now) : options.now.getTime();
  return goals.map((goal) => {
    const periods = goalPeriods(goal, options);
    const metric = goal.kind === 'metric' ? goal.metric : null;
    const figuresOf =
      metric !== null
        ? (period: GoalPeriod) => metricFigures(metric, source.period(goal, period))
        : ruleFigures(
            goal,
            source.scope(goal),
            Math.min(...periods.map((period) => parseInstant(period.from))),
          );
    const results = periods.map((period) => {
      const finished = nowMs >= Date.parse(period.to);
      return { result: judgePeriod(goal, period, figuresOf(period), finished), finished };
    });
    const [current, ...past] = results;
    if (current === undefined) throw new Error(`Goal ${goal.id} has no period`);
    const judged = [...past].reverse().map((entry) => entry.result);
    if (current.finished) judged.push(current.result);
    return {
      goalId: goal.id,
      current: current.result,
      history: past.map((entry) => entry.result),
      streak: streakOf(judged),
    };
  });
}

/**
 * The trades of a goal's period as the analytics pages select a filter's: of the goal's account (or
 * every account), closed in [from, to), and open ones opened before `to`.
 */
export function selectGoalPeriod(
  trades: readonly AnalyticsTrade[],
  goal: Goal,
  period: GoalPeriod,
): AnalyticsTrade[] {
  const from = parseInstant(period.from);
  const to = parseInstant(period.to);
  return trades.filter((trade) => {
    if (goal.accountId !== null && trade.accountId !== goal.accountId) return false;
    if (trade.closedAt === null) return parseInstant(trade.openedAt) < to;
    const exit = parseInstant(trade.closedAt);
    return exit >= from && exit < to;
  });
}

/**
 * Every goal judged over its current period and the ones before it (`count` in all), with its
 * streaks. The trades are the whole journal in one currency; each period takes its own part.
 */
export function evaluateGoals(
  goals: readonly Goal[],
  trades: readonly AnalyticsTrade[],
  options: EvaluateGoalsOptions,
): GoalEvaluation[] {
  const statisticsOptions: StatisticsOptions = {
    startingBalance: 0,
    timeZone: options.timeZone,
    breakEvenTolerance: options.breakEvenTolerance ?? 0,
  };
  const ofAccount = (goal: Goal) =>
    goal.accountId === null ? trades : trades.filter((trade) => trade.accountId === goal.accountId);
  return evaluateGoalsWith(
    goals,
    {
      period: (goal, period) => ({ trades: selectGoalPeriod(trades, goal, period), statisticsOptions }),
      scope: (goal) => ({ trades: ofAccount(goal), statisticsOptions }),
    },
    options,
  );
}
