import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LogParams } from '../api/keys';
import { LOG_PAGE_SIZE, logPageQuery, type LogPage, type LogRow } from '../api/trade-log';
import type { LogQuery } from '../lib/log-query';

export interface LogPages {
  /** The rows known so far, by position in the view. */
  rowAt: (index: number) => LogRow | undefined;
  /** Every row of the view loaded so far, in order (what "select all" selects). */
  loaded: LogRow[];
  /** Rows of the view's first page once it arrived (the whole view when under a page). */
  firstCount: number | null;
  firstPage: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => void };
  /** The params of the rows on screen: differs from the requested ones until they arrive. */
  shownParams: LogParams | null;
  isFetching: boolean;
}

/**
 * The pages of a view the list shows: the first and those under the visible
 * range. While a new filter or sort loads, the previous rows stay on screen instead of a blank.
 */
export function useLogPages(
  userId: string,
  params: LogParams,
  query: LogQuery,
  visible: { start: number; end: number },
): LogPages {
  const pages = useMemo(() => {
    const first = Math.max(1, Math.floor(Math.max(0, visible.start) / LOG_PAGE_SIZE));
    const last = Math.floor(Math.max(0, visible.end) / LOG_PAGE_SIZE);
    const wanted: number[] = [];
    for (let page = first; page <= last; page++) wanted.push(page);
    return wanted;
  }, [visible.start, visible.end]);

  // The first page has an observer of its own, so a new view keeps the previous rows until it
  // arrives (useQueries starts a fresh observer for each new key, which has nothing to keep).
  const first = useQuery({
    ...logPageQuery(userId, params, query, 0),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
  const results = useQueries({
    queries: pages.map((page) => ({
      ...logPageQuery(userId, params, query, page),
      enabled: userId !== '' && first.data !== undefined && !first.isPlaceholderData,
    })),
  });

  const byPage = new Map<number, LogPage>();
  if (first.data) byPage.set(0, first.data);
  pages.forEach((page, i) => {
    const data = results[i]?.data;
    if (data) byPage.set(page, data);
  });
  const firstData = first.data;
  const placeholder = first.isPlaceholderData;
  return {
    rowAt: (index) => {
      // Rows of other pages are from the previous view while the first page is a placeholder.
      const page = Math.floor(index / LOG_PAGE_SIZE);
      if (placeholder && page !== 0) return undefined;
      return byPage.get(page)?.rows[index % LOG_PAGE_SIZE];
    },
    loaded: [...byPage.entries()]
      .filter(([page]) => !placeholder || page === 0)
      .sort(([a], [b]) => a - b)
      .flatMap(([, data]) => data.rows),
    firstCount: firstData && !placeholder ? firstData.rows.length : null,
    firstPage: {
      isPending: first.isPending,
      isError: first.isError,
      error: first.error,
      refetch: () => void first.refetch(),
    },
    shownParams: firstData && !placeholder ? params : null,
    isFetching: first.isFetching || results.some((result) => result.isFetching),
  };
}
