import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from '../api/keys';

// Saving a trade writes its row and each fill: one refresh for the burst.
const DEBOUNCE_MS = 250;

/**
 * Keeps one trade's page current when another tab or device changes it: its row (figures, notes,
 * archive) and its fills.
 */
export function useTradeLiveUpdates(userId: string | null, tradeId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || tradeId === '') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: tradeKeys.detail(userId, tradeId) }),
        DEBOUNCE_MS,
      );
    };
    void loadSupabase().then((supabase) => {
      if (closed) return;
      const channel = supabase
        .channel(`trade:${tradeId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'trades', filter: `id=eq.${tradeId}` },
          refresh,
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'trade_executions', filter: `trade_id=eq.${tradeId}` },
          refresh,
        )
        .subscribe();
      unsubscribe = () => void supabase.removeChannel(channel);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [queryClient, userId, tradeId]);
}
