import { useEffect, useRef } from 'react';
import { focusPath, replayActionOf, replayKeysApply, type ReplayAction } from './replay-key-filter';

export type ReplayKeyActions = Record<ReplayAction, () => void>;

/**
 * Space play / pause, → next bar, B buy, S sell, C close, while the focus is on the replay or the
 * page around it (the element carrying data-replay-keys marks the replay).
 */
export function useReplayKeys(actions: ReplayKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = replayActionOf(event);
      if (action === null) return;
      const target = event.target instanceof Element ? event.target : document.activeElement;
      if (!replayKeysApply(focusPath(target))) return;
      // Space would scroll the page and → scroll a wide one.
      if (action === 'togglePlay' || action === 'step') event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
