/**
 * Scroll areas (the sidebar, dialogs, long tables) show their scroll bar while they scroll or are
 * pointed at, and hide it 600 ms after scrolling stops (SPEC section 9), so idle panels stay
 * clean. One capturing listener serves every scroll container; the page's own scroll bar is left
 * to the browser.
 */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

/** Set on an element while it scrolls; index.css shows its scroll bar meanwhile. */
export const SCROLLING_ATTRIBUTE = 'data-scrolling';

export function startScrollbarVisibility(doc: Document = document): () => void {
  const timers = new Map<Element, number>();
  const view = doc.defaultView ?? window;
  const onScroll = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target === doc.documentElement || target === doc.body) return;
    const previous = timers.get(target);
    if (previous !== undefined) view.clearTimeout(previous);
    else target.setAttribute(SCROLLING_ATTRIBUTE, '');
    timers.set(
      target,
      view.setTimeout(() => {
        timers.delete(target);
        target.removeAttribute(SCROLLING_ATTRIBUTE);
      }, SCROLLBAR_HIDE_DELAY_MS),
    );
  };
  // scroll does not bubble: only a capturing listener on the document hears every container.
  doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return () => {
    doc.removeEventListener('scroll', onScroll, { capture: true });
    for (const [element, timer] of timers) {
      view.clearTimeout(timer);
      element.removeAttribute(SCROLLING_ATTRIBUTE);
    }
    timers.clear();
  };
}
