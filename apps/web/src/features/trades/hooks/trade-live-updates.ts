import { useQueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../api/keys';
import { useTableChanges } from './table-changes';

// Saving a trade writes its row and each fill: one refresh for the burst.
const DEBOUNCE_MS = 250;

/**
 * Keeps one trade's page current when another tab or device changes it: its row (figures, notes,
 * archive) and its fills.
 */
export function useTradeLiveUpdates(userId: string | null, tradeId: string): void {
  const queryClient = useQueryClient();
  useTableChanges(
    userId === null || tradeId === '' ? null : `trade:${tradeId}`,
    [
      { table: 'trades', filter: `id=eq.${tradeId}` },
      { table: 'trade_executions', filter: `trade_id=eq.${tradeId}` },
    ],
    DEBOUNCE_MS,
    () => {
      if (userId !== null)
        void queryClient.invalidateQueries({ queryKey: tradeKeys.detail(userId, tradeId) });
    },
  );
}
