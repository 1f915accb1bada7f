// Price data the trader keeps: building a series from a file, a trade's window, its CSV text.
export * from './bars.ts';
export * from './build-series.ts';
export * from './coverage.ts';
export * from './best-series.ts';
export * from './trade-window.ts';
export * from './series-csv.ts';
