import { analyticsFilterKey, parseAnalyticsFilter, type AnalyticsFilter } from '@edgelog/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withFilterPatch } from './filter-params';

export interface AnalyticsFilterState {
  filter: AnalyticsFilter;
  /** Changes part of the filter; the URL entry is replaced, the page's other parameters kept. */
  setFilter: (patch: Partial<AnalyticsFilter>) => void;
  /** '?...' of the filter alone ('' for the default one), to keep it on links to other pages. */
  search: string;
}

/** The global analytics filter, kept in the URL so a link or a reload shows the same figures. */
export function useAnalyticsFilter(): AnalyticsFilterState {
  const [params, setParams] = useSearchParams();
  // A new object only when the filter itself changes, not with every other parameter.
  const key = analyticsFilterKey(parseAnalyticsFilter(params));
  const filter = useMemo(() => parseAnalyticsFilter(new URLSearchParams(key)), [key]);
  const setFilter = useCallback(
    (patch: Partial<AnalyticsFilter>) => {
      setParams((current) => withFilterPatch(current, patch), { replace: true });
    },
    [setParams],
  );
  const search = key === '' ? '' : `?${key}`;
  return { filter, setFilter, search };
}
