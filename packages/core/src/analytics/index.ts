// The analytics engine: every figure of the dashboard, performance, reports, calendar and risk
// pages, computed from a list of trades. Definitions: docs/metrics.md, "Analytics".
export * from './types.ts';
export { computeStatistics } from './statistics.ts';
export { thinEquityCurve } from './thin-curve.ts';
export { thinRolling } from './thin-rolling.ts';
export * from './breakdown.ts';
export { HOLDING_BUCKETS, POSITION_SIZE_BUCKETS, R_BUCKETS, NO_VALUE, type Bucket } from './buckets.ts';
export { WEEKDAYS, type Weekday } from './zone-clock.ts';
export * from './series.ts';
export * from './risk.ts';
export * from './monte-carlo.ts';
export * from './currency.ts';
export * from './excursions.ts';
export * from './equity-story.ts';
export { rCoverage } from './r-coverage.ts';
