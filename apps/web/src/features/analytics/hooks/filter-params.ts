import {
  ANALYTICS_FILTER_KEYS,
  analyticsFilterToParams,
  parseAnalyticsFilter,
  type AnalyticsFilter,
} from '@edgelog/core';

/**
 * The page's parameters with the filter changed by `patch`: the filter's own keys rewritten (its
 * defaults left out), every other parameter kept as it was.
 */
export function withFilterPatch(current: URLSearchParams, patch: Partial<AnalyticsFilter>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ANALYTICS_FILTER_KEYS) next.delete(name);
  const merged = { ...parseAnalyticsFilter(current), ...patch };
  for (const [name, value] of Object.entries(analyticsFilterToParams(merged))) next.set(name, value);
  return next;
}
