// Backtesting: bars as numbers, resampling, sample series, the fill engine, strategies and sweeps.
export * from './bars.ts';
export * from './resample.ts';
export * from './orders.ts';
export * from './simulate.ts';
