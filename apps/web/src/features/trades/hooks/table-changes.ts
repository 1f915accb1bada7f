import { useEffect, useRef } from 'react';
import { watchForGaps } from '@/lib/realtime-gaps';
import { loadSupabase } from '@/lib/supabase';

export interface WatchedTable {
  table: string;
  /** A postgres_changes filter such as `user_id=eq.<id>`. */
  filter: string;
}

/**
 * Calls `onChange` once per burst of changes (any event) to the watched tables' rows, as other tabs
 * and devices make them: a save writes a trade and each fill, an import thousands of rows, and the
 * page needs one refresh for all of it. Also when changes may have been missed (the server says so,
 * or the channel comes back after failing), so the page ends up showing every save. Nothing is
 * watched while `channel` is null.
 */
export function useTableChanges(
  channel: string | null,
  watched: readonly WatchedTable[],
  debounceMs: number,
  onChange: () => void,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // The subscription changes only when what is watched does, not with each render's new array.
  const watchedKey = JSON.stringify(watched);
  useEffect(() => {
    if (channel === null) return;
    const tables = JSON.parse(watchedKey) as WatchedTable[];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), debounceMs);
    };
    void loadSupabase().then((supabase) => {
      if (closed) return;
      let subscription = supabase.channel(channel);
      for (const { table, filter } of tables) {
        subscription = subscription.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter },
          refresh,
        );
      }
      const gaps = watchForGaps(refresh);
      subscription.on('system', {}, gaps.system).subscribe(gaps.status);
      unsubscribe = () => void supabase.removeChannel(subscription);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [channel, watchedKey, debounceMs]);
}
