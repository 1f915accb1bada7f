import { PREFETCH_MAP_ELEMENT_ID, RELATED_ROUTES } from './prefetch-routes';

/** SPEC 9: prefetch after 1 s on a page; hints removed after 30 s. */
export const PREFETCH_DELAY_MS = 1_000;
export const PREFETCH_HINT_LIFETIME_MS = 30_000;
/** SPEC 9: the memory check runs every 30 s and drops the hints above 100 MB of JS heap. */
export const MEMORY_CHECK_INTERVAL_MS = 30_000;
export const MEMORY_LIMIT_BYTES = 100 * 1024 * 1024;

const HINT_ATTRIBUTE = 'data-edgelog-prefetch';

type RouteChunks = Record<string, string[]>;

function readRouteChunks(): RouteChunks {
  const text = document.getElementById(PREFETCH_MAP_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const chunks: RouteChunks = {};
    for (const [route, files] of Object.entries(parsed)) {
      if (Array.isArray(files)) chunks[route] = files.filter((f): f is string => typeof f === 'string');
    }
    return chunks;
  } catch {
    return {};
  }
}

/** Chrome's non-standard heap figure; other browsers report nothing and are never trimmed. */
function usedHeapBytes(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

function overMemoryLimit(): boolean {
  const used = usedHeapBytes();
  return used !== null && used > MEMORY_LIMIT_BYTES;
}

/** Files this page already has: no hint needed for them. */
function loadedUrls(): Set<string> {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(new URL(entry.name).pathname);
  document
    .querySelectorAll<HTMLScriptElement>('script[src]')
    .forEach((s) => urls.add(new URL(s.src).pathname));
  document
    .querySelectorAll<HTMLLinkElement>('link[href]:not([rel="prefetch"])')
    .forEach((l) => urls.add(new URL(l.href).pathname));
  return urls;
}

function removeHints(hints: Iterable<HTMLLinkElement>): void {
  for (const hint of hints) hint.remove();
}

/**
 * Prefetch hints (SPEC 2): 1 s after the router settles on one of the prefetching routes,
 * <link rel="prefetch"> hints for the chunks of its related pages are added, and removed again
 * 30 s later. A separate check every 30 s removes all hints while the JS heap is over 100 MB, and no
 * hints are added while it is.
 */
export function createPrefetcher() {
  const routeChunks = readRouteChunks();
  let pending: number | undefined;
  const hints = new Set<HTMLLinkElement>();

  const addHintsFor = (pathname: string) => {
    if (overMemoryLimit()) return;
    const loaded = loadedUrls();
    const present = new Set([...hints].map((hint) => hint.getAttribute('href')));
    const added: HTMLLinkElement[] = [];
    for (const route of RELATED_ROUTES[pathname] ?? []) {
      for (const url of routeChunks[route] ?? []) {
        if (loaded.has(url) || present.has(url)) continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = url;
        // Module scripts and Vite's stylesheets load in CORS mode; a hint in another mode would
        // fill a cache entry they cannot use.
        link.crossOrigin = '';
        link.setAttribute(HINT_ATTRIBUTE, route);
        document.head.appendChild(link);
        hints.add(link);
        present.add(url);
        added.push(link);
      }
    }
    if (added.length === 0) return;
    window.setTimeout(() => {
      removeHints(added);
      for (const hint of added) hints.delete(hint);
    }, PREFETCH_HINT_LIFETIME_MS);
  };

  const memoryTimer = window.setInterval(() => {
    if (!overMemoryLimit()) return;
    removeHints(hints);
    hints.clear();
  }, MEMORY_CHECK_INTERVAL_MS);

  return {
    /** The router settled on `pathname`: a prefetch still waiting for the previous page is dropped. */
    pageChanged(pathname: string) {
      window.clearTimeout(pending);
      pending = undefined;
      if (!(pathname in RELATED_ROUTES)) return;
      pending = window.setTimeout(() => {
        pending = undefined;
        addHintsFor(pathname);
      }, PREFETCH_DELAY_MS);
    },
    stop() {
      window.clearTimeout(pending);
      window.clearInterval(memoryTimer);
      removeHints(hints);
      hints.clear();
    },
  };
}
