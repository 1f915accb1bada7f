import type { UseQueryResult } from '@tanstack/react-query';
import type { WidgetState } from '../charts/chart-card';

/** A widget's state from its query: loading, the error, nothing to show, or ready. */
export function widgetState<T>(query: UseQueryResult<T, Error>, isEmpty: (data: T) => boolean): WidgetState {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return isEmpty(query.data) ? 'empty' : 'ready';
}
