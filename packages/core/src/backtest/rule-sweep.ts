// A sweep of a rule backtest over one or two of its strategy's parameters, a row at a time, and what
// a saved run keeps of its results.
import type { Statistics, SummaryStatistics } from '../analytics/index.ts';
import type { OhlcvBar } from './bars.ts';
import {
  checkRuleSettings,
  ruleOrders,
  ruleSimulationOptions,
  ruleStrategy,
  sharedRules,
  type RuleSettings,
} from './rule-run.ts';
import type { StrategyRules } from './strategy-rules.ts';
import { sweep, type SweepCell, type SweepMetric } from './sweep.ts';

export interface RuleSweepAxes {
  param: string;
  values: readonly number[];
  param2?: string;
  values2?: readonly number[];
}

/** The values of an axis from, to, by a step (at most `limit` of them), rounded to the step's places. */
export function axisValues(from: number, to: number, step: number, limit = 25): number[] {
  if (!(step > 0) || !Number.isFinite(from) || !Number.isFinite(to) || to < from) return [];
  const places = (String(step).split('.')[1] ?? '').length;
  const out: number[] = [];
  for (let i = 0; out.length < limit; i++) {
    const value = Number((from + i * step).toFixed(places));
    if (value > to + step * 1e-9) break;
    out.push(value);
  }
  return out;
}

/**
 * One row of a sweep (the first axis at `value`, every value of the second), so the page can tell
 * progress and stop between rows. Cells equal single runs with those parameters.
 */
export function ruleSweepRow(
  bars: readonly OhlcvBar[],
  settings: RuleSettings,
  axes: RuleSweepAxes,
  value: number,
  metric: SweepMetric,
): SweepCell[] {
  checkSweepAxes(settings, axes);
  const [problem] = checkRuleSettings(settings);
  if (problem !== undefined) throw new RangeError(problem.message);
  // The swept parameters ride on two fixed keys, so the grid's typing holds for any strategy.
  const { param, param2 } = axes;
  const base: AxisParams = {
    ...sharedRules(settings),
    first: settings.params[param] ?? NaN,
    second: param2 === undefined ? NaN : (settings.params[param2] ?? NaN),
  };
  const at = (first: number, second: number): RuleSettings => ({
    ...settings,
    params: {
      ...settings.params,
      [param]: first,
      ...(param2 === undefined ? {} : { [param2]: second }),
    },
  });
  // A cell whose parameters break the strategy's own rules (a fast average not shorter than the
  // slow one) is no run: it stays empty instead of ending the whole sweep.
  const runnable = (second: number) => checkRuleSettings(at(value, second)).length === 0;
  const strategy = (b: readonly OhlcvBar[], cell: AxisParams) => ruleOrders(b, at(cell.first, cell.second));
  const seconds = param2 === undefined ? [] : (axes.values2 ?? []);
  const empty = (second: number | null): SweepCell => ({
    value,
    value2: second,
    metric: null,
    tradeCount: 0,
  });
  if (param2 === undefined && !runnable(NaN)) return [empty(null)];
  const valid = seconds.filter(runnable);
  if (param2 !== undefined && valid.length === 0) return seconds.map(empty);
  const [row] = sweep<AxisParams>(
    bars,
    strategy,
    {
      param: 'first',
      values: [value],
      ...(param2 === undefined ? {} : { param2: 'second', values2: valid }),
    },
    metric,
    {
      base,
      simulation: ruleSimulationOptions(settings),
      startingBalance: settings.startingBalance,
      timeZone: settings.timeZone,
    },
  );
  if (param2 === undefined) return row ?? [];
  const byValue = new Map((row ?? []).map((cell) => [cell.value2, cell]));
  return seconds.map((second) => byValue.get(second) ?? empty(second));
}

interface AxisParams extends StrategyRules {
  first: number;
  second: number;
}

/** Throws when an axis is not a numeric parameter of the strategy. */
export function checkSweepAxes(settings: RuleSettings, axes: RuleSweepAxes): void {
  const keys = ruleStrategy(settings.strategy).params.map((spec) => spec.key);
  if (!keys.includes(axes.param)) throw new RangeError(`"${axes.param}" is not a parameter of this strategy`);
  if (axes.param2 !== undefined && (!keys.includes(axes.param2) || axes.param2 === axes.param))
    throw new RangeError(`"${axes.param2}" cannot be the second axis`);
}

/** The figures a sweep can be coloured by, with how each reads. */
export const SWEEP_METRICS: readonly { metric: SweepMetric; label: string; higherIsBetter: boolean }[] = [
  { metric: 'netPnl', label: 'Net P&L', higherIsBetter: true },
  { metric: 'profitFactor', label: 'Profit factor', higherIsBetter: true },
  { metric: 'expectancy', label: 'Expectancy', higherIsBetter: true },
  { metric: 'expectancyR', label: 'Expectancy (R)', higherIsBetter: true },
  { metric: 'winRatePct', label: 'Win rate', higherIsBetter: true },
  { metric: 'maxDrawdown', label: 'Max drawdown', higherIsBetter: false },
  { metric: 'sharpe', label: 'Sharpe ratio', higherIsBetter: true },
  { metric: 'tradeCount', label: 'Trades', higherIsBetter: true },
];

/** The best cell by the metric (in-sample by construction); null when no cell has a value. */
export function bestSweepCell(
  rows: readonly (readonly SweepCell[])[],
  higherIsBetter: boolean,
): SweepCell | null {
  let best: SweepCell | null = null;
  for (const row of rows)
    for (const cell of row) {
      if (cell.metric === null || !Number.isFinite(cell.metric)) continue;
      if (best === null || best.metric === null) best = cell;
      else if (higherIsBetter ? cell.metric > best.metric : cell.metric < best.metric) best = cell;
    }
  return best;
}

/** What a saved run keeps of its statistics: the summary, without the curve and the daily series. */
export function statisticsSummary(statistics: Statistics): SummaryStatistics {
  const { equityCurve: _curve, dailyReturns: _days, drawdowns: _drawdowns, ...summary } = statistics;
  return summary;
}

/** At most `limit` points of a curve, evenly picked, always keeping the first and last. */
export function thinCurve<T>(points: readonly T[], limit = 1000): T[] {
  if (points.length <= limit) return [...points];
  const out: T[] = [];
  const stride = (points.length - 1) / (limit - 1);
  for (let i = 0; i < limit; i++) {
    const point = points[Math.round(i * stride)];
    if (point !== undefined) out.push(point);
  }
  return out;
}
