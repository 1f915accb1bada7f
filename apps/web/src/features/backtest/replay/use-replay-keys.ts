import { useEffect, useRef } from 'react';

export interface ReplayKeyActions {
  togglePlay: () => void;
  step: () => void;
  buy: () => void;
  sell: () => void;
  close: () => void;
}

/** A key typed into a field, a list or a button that takes Space itself is the field's, not the replay's. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Space play / pause, → next bar, B buy, S sell, C close, anywhere on the page but in a field. */
export function useReplayKeys(actions: ReplayKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target))
        return;
      const act = latest.current;
      const key = event.key.toLowerCase();
      if (key === ' ' || key === 'spacebar') {
        // A focused button would take Space as a click too.
        event.preventDefault();
        act.togglePlay();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        act.step();
      } else if (key === 'b') act.buy();
      else if (key === 's') act.sell();
      else if (key === 'c') act.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
