// The analytics engine: every figure of the dashboard, performance, reports, calendar and risk pages.
export * from './types.ts';
export { computeStatistics } from './statistics.ts';
export * from './breakdown.ts';
export { HOLDING_BUCKETS, POSITION_SIZE_BUCKETS, R_BUCKETS, NO_VALUE, type Bucket } from './buckets.ts';
export { WEEKDAYS, type Weekday } from './zone-clock.ts';
