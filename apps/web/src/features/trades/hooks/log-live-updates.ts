import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from '../api/keys';

// A bulk save (an import, the sample journal) sends one change per row: one refresh for the burst.
const DEBOUNCE_MS = 400;

/**
 * Keeps the log current when another tab or device changes the journal: every change to the
 * user's trades refreshes the lists and totals shown (pages not on screen refresh when shown).
 */
export function useLogLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: tradeKeys.lists(userId) });
        void queryClient.invalidateQueries({ queryKey: tradeKeys.totalsAll(userId) });
        void queryClient.invalidateQueries({ queryKey: tradeKeys.sample(userId) });
      }, DEBOUNCE_MS);
    };
    void loadSupabase().then((supabase) => {
      if (closed) return;
      const channel = supabase
        .channel(`trade-log:${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'trades', filter: `user_id=eq.${userId}` },
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
  }, [queryClient, userId]);
}
