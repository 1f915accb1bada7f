import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const ITEM = '[data-roving-item]:not([disabled])';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Roving focus (the WAI-ARIA toolbar pattern) for a group of buttons or checkboxes: the group is
 * one Tab stop, the arrow keys, Home and End move inside it, and Tab comes back to the item last
 * used. Items are marked `data-roving-item`; the group's element takes `ref` and `onKeyDown`.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);
  const currentIndex = useRef(0);

  // After every render: the items may have changed (a picked tag leaves its group).
  useLayoutEffect(() => {
    const items = ref.current ? [...ref.current.querySelectorAll<HTMLElement>(ITEM)] : [];
    const kept = items.find((item) => item === current.current);
    // The focused item went away (picked, removed): its neighbour takes the focus, not the page.
    const lostFocus = !kept && current.current !== null && document.activeElement === document.body;
    const active = kept ?? items[Math.min(currentIndex.current, items.length - 1)] ?? null;
    for (const item of items) item.tabIndex = item === active ? 0 : -1;
    if (lostFocus && active) {
      current.current = active;
      active.focus();
    }
  });

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const group = ref.current;
    if (!group || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...group.querySelectorAll<HTMLElement>(ITEM)];
    const at = items.findIndex((item) => item === document.activeElement);
    if (at < 0) return;
    let next: number;
    if (NEXT_KEYS.has(event.key)) next = (at + 1) % items.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    for (const item of items) item.tabIndex = item === target ? 0 : -1;
    current.current = target;
    currentIndex.current = next;
    target.focus();
  }, []);

  // A click or a focus by any other means makes that item the group's Tab stop.
  const onFocus = useCallback((event: { target: EventTarget }) => {
    const group = ref.current;
    if (!(event.target instanceof HTMLElement) || !group || !event.target.matches(ITEM)) return;
    const items = [...group.querySelectorAll<HTMLElement>(ITEM)];
    current.current = event.target;
    currentIndex.current = Math.max(0, items.indexOf(event.target));
    for (const item of items) item.tabIndex = item === event.target ? 0 : -1;
  }, []);

  return { ref, onKeyDown, onFocus };
}
