import { useEffect, useRef } from 'react';

export interface LogKeys {
  next: () => void;
  previous: () => void;
  open: () => void;
  newTrade: () => void;
  focusSearch: () => void;
  toggleSelection: () => void;
}

// A modal dialog or an open menu has the keyboard; the cookie notice is a dialog without this slot.
const OVERLAYS = '[data-slot="dialog-content"], [data-slot="sheet-content"], [role="menu"]';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The log's keys: j / k move, Enter opens, x selects, n starts a new trade, / searches. Ignored
 * while typing in a field, with a modifier held, or when a dialog is open.
 */
export function useLogKeyboard(keys: LogKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector(OVERLAYS)) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: latest.current.next,
        k: latest.current.previous,
        n: latest.current.newTrade,
        x: latest.current.toggleSelection,
        '/': latest.current.focusSearch,
      };
      // Enter on a button or link keeps its own meaning.
      if (
        event.key === 'Enter' &&
        !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)
      )
        actions.Enter = latest.current.open;
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
