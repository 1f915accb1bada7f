import { useEffect, useRef } from 'react';
import { watchForGaps } from '@/lib/realtime-gaps';
import { loadSupabase } from '@/lib/supabase';

interface Subscription {
  /** The hooks using it; the first one's callback answers a burst (they all do the same). */
  listeners: Set<{ current: () => void }>;
  close: () => void;
}

// Every widget of a page asks to stay current: they share one realtime channel per user and
// tables, opened by the first and closed with the last.
const subscriptions = new Map<string, Subscription>();

function open(key: string, userId: string, tables: readonly string[], debounceMs: number): Subscription {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let unsubscribe: (() => void) | undefined;
  const subscription: Subscription = {
    listeners: new Set(),
    close: () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => [...subscription.listeners][0]?.current(), debounceMs);
  };
  void loadSupabase().then((supabase) => {
    if (closed) return;
    let channel = supabase.channel(key);
    for (const table of tables)
      channel = channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
        changed,
      );
    const gaps = watchForGaps(changed);
    channel.on('system', {}, gaps.system).subscribe(gaps.status);
    unsubscribe = () => void supabase.removeChannel(channel);
  });
  return subscription;
}

/**
 * Calls `onChange` once per burst of changes to the user's rows in `tables`, made in any tab or
 * device (an import sends one change per trade), and when changes may have been missed (the server
 * says so, or the channel comes back after failing). Nothing is watched while `userId` is null.
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
    const key = `${channel}:${userId}:${tableList}`;
    let subscription = subscriptions.get(key);
    if (subscription === undefined) {
      subscription = open(key, userId, tableList.split(','), debounceMs);
      subscriptions.set(key, subscription);
    }
    const listener = latest;
    subscription.listeners.add(listener);
    return () => {
      subscription.listeners.delete(listener);
      if (subscription.listeners.size > 0) return;
      subscription.close();
      subscriptions.delete(key);
    };
  }, [channel, userId, tableList, debounceMs]);
}
