import { useEffect, useRef } from 'react';
import { loadSupabase } from '@/lib/supabase';

/**
 * Calls `onChange` once per burst of changes to the user's rows in `tables` (an import sends one
 * change per row). Nothing is watched while `userId` is null.
 */
export function useUserTableChanges(
  channel: string,
  userId: string | null,
  tables: readonly string[],
  debounceMs: number,
  onChange: () => void,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const tableList = tables.join(',');
  useEffect(() => {
    if (userId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), debounceMs);
    };
    void loadSupabase().then((supabase) => {
      if (closed) return;
      let subscription = supabase.channel(`${channel}:${userId}`);
      for (const table of tableList.split(','))
        subscription = subscription.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
          changed,
        );
      subscription.subscribe();
      unsubscribe = () => void supabase.removeChannel(subscription);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [channel, userId, tableList, debounceMs]);
}
