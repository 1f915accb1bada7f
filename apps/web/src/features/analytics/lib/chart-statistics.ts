import type { AnalyticsRequest } from '@edgelog/core';

// The pages' statistics request: every figure over the whole dataset, the equity curve thinned for
// the charts (core's thinEquityCurve keeps every peak, trough and cash flow). A 100k-exit curve
// would otherwise be cloned out of the worker whole and handed to a chart a few thousand pixels
// wide. Every widget of a page asks with this one request, so the worker answers it once.
export const CHART_STATISTICS = {
  kind: 'statistics',
  curvePoints: 4000,
} as const satisfies AnalyticsRequest;
