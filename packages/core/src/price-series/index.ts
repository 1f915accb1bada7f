// Price data the trader keeps: reading it from text or a file, building a series, a trade's window, its CSV text.
export * from './bars.ts';
export * from './build-series.ts';
export * from './coverage.ts';
export * from './best-series.ts';
export * from './trade-window.ts';
export * from './series-csv.ts';
export * from './parse-text.ts';
export * from './bar-file.ts';
