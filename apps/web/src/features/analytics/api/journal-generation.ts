import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { analyticsKeys } from './keys';

// The worker keeps the trader's whole journal and applies each filter to it in memory; the number
// of changes seen so far tells it when that copy is out of date and must be read again.
const generations = new Map<string, number>();

export const journalGeneration = (userId: string): number => generations.get(userId) ?? 0;

/**
 * The journal changed (a realtime change, a saved rate): the next load reads it again, and the
 * datasets (or everything under `queryKey`) are loaded anew.
 */
export function journalChanged(
  queryClient: QueryClient,
  userId: string,
  queryKey: QueryKey = analyticsKeys.datasets(userId),
): Promise<void> {
  generations.set(userId, journalGeneration(userId) + 1);
  return queryClient.invalidateQueries({ queryKey });
}
