import { useQueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../api/keys';
import { useTableChanges } from './table-changes';

// A bulk save (the sample journal: one change per row; an import: one per trade) sends a burst:
// one refresh for it.
const DEBOUNCE_MS = 400;

/**
 * Keeps the log current when another tab or device changes the journal: every change to the
 * user's trades refreshes the lists and totals shown (pages not on screen refresh when shown).
 */
export function useLogLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useTableChanges(
    userId === null ? null : `trade-log:${userId}`,
    [{ table: 'trades', filter: `user_id=eq.${userId ?? ''}` }],
    DEBOUNCE_MS,
    () => {
      if (userId === null) return;
      void queryClient.invalidateQueries({ queryKey: tradeKeys.lists(userId) });
      void queryClient.invalidateQueries({ queryKey: tradeKeys.totalsAll(userId) });
      void queryClient.invalidateQueries({ queryKey: tradeKeys.sample(userId) });
    },
  );
}
