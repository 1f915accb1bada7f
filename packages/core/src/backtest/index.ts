// Backtesting: bars as numbers, resampling, sample series, the fill engine, strategies and sweeps.
export * from './bars.ts';
export * from './resample.ts';
export * from './orders.ts';
export * from './simulate.ts';
export * from './indicators.ts';
export * from './strategy-rules.ts';
export * from './strategies.ts';
export * from './sample-series.ts';
export * from './statistics.ts';
export * from './sweep.ts';
export * from './journal-rows.ts';
export * from './rule-run.ts';
export * from './rule-sweep.ts';
export * from './replay.ts';
