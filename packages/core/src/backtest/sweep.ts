// A strategy run over a grid of one or two of its parameters, each cell scored by a statistic.
import type { SummaryStatistics } from '../analytics/index.ts';
import type { OhlcvBar } from './bars.ts';
import { simulate, type SimulationOptions } from './simulate.ts';
import { backtestStatistics } from './statistics.ts';
import type { BacktestStrategy, StrategyRules } from './strategy-rules.ts';

/** The statistics a sweep can colour its cells by: the engine's figures that are numbers. */
export type SweepMetric = {
  [K in keyof SummaryStatistics]: SummaryStatistics[K] extends number | null ? K : never;
}[keyof SummaryStatistics];

/** The numeric parameters of a strategy, the ones a sweep can vary. */
export type NumericParam<P> = { [K in keyof P]: P[K] extends number ? K : never }[keyof P];

export interface SweepAxes<P> {
  param: NumericParam<P>;
  values: readonly number[];
  param2?: NumericParam<P>;
  values2?: readonly number[];
}

export interface SweepCell {
  value: number;
  value2: number | null;
  metric: number | null;
  tradeCount: number;
}

export interface SweepOptions<P> {
  /** The parameters the sweep does not vary. */
  base: P;
  simulation: SimulationOptions;
  startingBalance: number;
  timeZone: string;
}

/**
 * One run per cell: rows follow `values`, columns `values2` (one column when there is no second
 * parameter). The best cell is in-sample: it was picked on the very bars it is scored on.
 */
export function sweep<P extends StrategyRules>(
  bars: readonly OhlcvBar[],
  strategy: BacktestStrategy<P>,
  axes: SweepAxes<P>,
  metric: SweepMetric,
  options: SweepOptions<P>,
): SweepCell[][] {
  const columns: readonly (number | null)[] = axes.param2 === undefined ? [null] : (axes.values2 ?? []);
  return axes.values.map((value) =>
    columns.map((value2) => {
      const params: P = { ...options.base, [axes.param]: value };
      if (axes.param2 !== undefined && value2 !== null) Object.assign(params, { [axes.param2]: value2 });
      const result = simulate(bars, strategy(bars, params), options.simulation);
      const statistics = backtestStatistics(result, {
        startingBalance: options.startingBalance,
        timeZone: options.timeZone,
      });
      return { value, value2, metric: statistics[metric], tradeCount: statistics.tradeCount };
    }),
  );
}
