import type { createRouter } from '../router';
import { createPageViewTracker } from '@/features/consent/page-views';
import { createPrefetcher } from '@/features/prefetch/prefetch-hints';
import { registerServiceWorker } from '@/features/updates/service-worker';
import { startScrollbarVisibility } from './scrollbar-visibility';

type AppRouter = ReturnType<typeof createRouter>;

/**
 * Page-level services that run for every route, signed in or not: prefetch hints, page-view
 * analytics, the service worker, scroll bars that hide when idle and local storage maintenance. They follow the router's settled
 * location, so loaders and lazy routes still loading do not count as a page change.
 */
export function startLifecycle(router: AppRouter, options: { analyticsUrl?: string }): void {
  const prefetcher = createPrefetcher();
  const pageViews = createPageViewTracker(options.analyticsUrl);
  let settledPath: string | null = null;
  const onState = (state: AppRouter['state']) => {
    if (state.navigation.state !== 'idle' || !state.initialized) return;
    const { pathname } = state.location;
    if (pathname === settledPath) return;
    settledPath = pathname;
    prefetcher.pageChanged(pathname);
    pageViews.pageChanged(pathname);
  };
  onState(router.state);
  router.subscribe(onState);
  registerServiceWorker();
  startScrollbarVisibility();
  // Not needed to render the first page: loaded as a chunk of its own.
  void import('./storage-maintenance').then(({ startStorageMaintenance }) => startStorageMaintenance());
}
