import type {
  OhlcvBar,
  ResampleOptions,
  RuleSettings,
  RuleSweepAxes,
  SimulationResult,
  Statistics,
  SweepCell,
  SweepMetric,
} from '@edgelog/core';

/** What the page asks of the backtest worker: bars as saved, the timeframe to read them at, the rules. */
export interface RuleRunRequest {
  bars: readonly OhlcvBar[];
  /** Folds the saved bars into the chosen higher timeframe first; null to read them as saved. */
  resample: ResampleOptions | null;
  settings: RuleSettings;
}

export interface RuleSweepRequest extends RuleRunRequest {
  axes: RuleSweepAxes;
  metric: SweepMetric;
}

export interface RuleRunOutput {
  /** The bars the run read (resampled when asked), for the chart. */
  bars: OhlcvBar[];
  simulation: SimulationResult;
  statistics: Statistics;
}

/** Done so far, 0 to 1, and what the worker is doing. */
export type ProgressListener = (done: number, step: string) => void;

export interface BacktestWorkerApi {
  run(request: RuleRunRequest, progress: ProgressListener): Promise<RuleRunOutput>;
  sweep(request: RuleSweepRequest, progress: ProgressListener): Promise<SweepCell[][]>;
}
