/** Feeds for one realtime channel: its subscribe callback's statuses and its `system` events. */
export interface GapWatch {
  status: (status: string) => void;
  system: (payload: unknown) => void;
}

/**
 * Whether a channel's `system` event says postgres_changes may not have reached it: the server
 * lost its connection to the database for a moment, or could not check a change for this
 * subscriber. The server does not replay what was missed.
 */
export function isMissedChanges(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const { extension, status } = payload as { extension?: unknown; status?: unknown };
  return extension === 'postgres_changes' && status === 'error';
}

/**
 * Calls `onGap` whenever the channel may have missed changes, so the page reads what it shows
 * again: on the server's word, and when the channel is subscribed again after the socket or the
 * channel failed (nothing arrives while it is away; realtime-js rejoins by itself). The first
 * subscription is no gap: the page has just read its data.
 */
export function watchForGaps(onGap: () => void): GapWatch {
  let subscribedBefore = false;
  return {
    status(status) {
      if (status !== 'SUBSCRIBED') return;
      if (subscribedBefore) onGap();
      subscribedBefore = true;
    },
    system(payload) {
      if (isMissedChanges(payload)) onGap();
    },
  };
}
