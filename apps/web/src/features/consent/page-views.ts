import { readConsent, subscribeToConsent } from '@/lib/consent-store';

/** What one page view reports: no user id, no e-mail, no query string. */
export interface PageView {
  path: string;
  referrer: string | null;
  timestamp: string;
}

function sameOriginPath(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

function send(endpoint: string, view: PageView): void {
  // text/plain keeps the request CORS-simple, so a collector on another origin needs no preflight.
  const body = JSON.stringify(view);
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => {
    // analytics never gets in the visitor's way
  });
}

/**
 * Page-view analytics (SPEC 2): one view per route change, sent to the operator's collector only
 * when one is configured and the visitor accepted cookies. Accepting reports the page being
 * viewed at that moment; declining, or no choice yet, sends nothing.
 */
export function createPageViewTracker(endpoint: string | undefined) {
  let currentPath: string | null = null;
  let previousPath: string | null = sameOriginPath(document.referrer);
  let reportedPath: string | null = null;

  const report = () => {
    if (!endpoint || currentPath === null || reportedPath === currentPath) return;
    if (readConsent() !== 'accepted') return;
    reportedPath = currentPath;
    send(endpoint, { path: currentPath, referrer: previousPath, timestamp: new Date().toISOString() });
  };

  const unsubscribe = subscribeToConsent(report);
  return {
    /** The router settled on `pathname`. */
    pageChanged(pathname: string) {
      if (pathname === currentPath) return;
      if (currentPath !== null) previousPath = currentPath;
      currentPath = pathname;
      reportedPath = null;
      report();
    },
    stop: unsubscribe,
  };
}
