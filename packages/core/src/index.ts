// The pure domain of Edgelog: calculators, trade math, the error catalogue. No I/O here.
export {};
export * from './calculators/index.ts';
export * from './trades/index.ts';
export * from './journal/index.ts';
export * from './demo/index.ts';
export * from './analytics/index.ts';
export * from './analytics-worker/index.ts';
export * from './playbooks/index.ts';
export * from './goals/index.ts';
export * from './accounts/index.ts';
export * from './price-series/index.ts';
export * from './errors/index.ts';
export * from './client-storage/index.ts';
export * from './dashboard-layout/index.ts';
export * from './drawboard/index.ts';
export * from './profile/index.ts';
export * from './coach/index.ts';
export * from './import/index.ts';
