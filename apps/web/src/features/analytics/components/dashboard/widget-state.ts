import type { WidgetState } from './widget-card';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface WidgetStatus {
  state: WidgetState;
  error: Error | null;
  retry: () => void;
}

/** One state for a widget drawn from several answers: any failure wins, then any wait. */
export function widgetStatus(queries: readonly QueryLike[], isEmpty: () => boolean): WidgetStatus {
  const failed = queries.filter((query) => query.isError);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  if (failed.length > 0) return { state: 'error', error: failed[0]?.error ?? null, retry };
  if (queries.some((query) => query.isPending)) return { state: 'loading', error: null, retry };
  return { state: isEmpty() ? 'empty' : 'ready', error: null, retry };
}
