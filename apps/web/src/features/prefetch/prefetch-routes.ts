/**
 * Which pages are prefetched from which (SPEC 2: after 1 s on these six routes) and the source
 * modules behind each page. The build turns the modules into chunk URLs
 * (build/prefetch-map.ts), and fails when one of them is no longer in the bundle, so this table
 * cannot silently drift from the router. No imports here: the Vite config loads this file in Node.
 */
const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';

export const PREFETCH_ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [APP_LAYOUT, 'src/features/analytics/pages/dashboard-page.tsx'],
  '/trades': [APP_LAYOUT, 'src/features/trades/pages/trades-page.tsx'],
  '/trades/new': [APP_LAYOUT, 'src/features/trades/pages/new-trade-page.tsx'],
  '/analytics/performance': [APP_LAYOUT, 'src/features/analytics/pages/performance-page.tsx'],
  '/analytics/reports': [APP_LAYOUT, 'src/features/analytics/pages/reports-page.tsx'],
  '/about': ['src/features/legal/about-page.tsx'],
  '/auth': ['src/features/auth/auth-page.tsx'],
};

/** The pages a visitor most likely opens next from each prefetching route. */
export const RELATED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/trades', '/analytics/performance', '/trades/new'],
  '/trades': ['/trades/new', '/dashboard', '/analytics/performance'],
  '/trades/new': ['/trades', '/dashboard'],
  '/analytics/performance': ['/analytics/reports', '/dashboard', '/trades'],
  '/about': ['/auth'],
  '/auth': ['/dashboard'],
};

/** The id of the JSON script in index.html that maps each route above to its chunk URLs. */
export const PREFETCH_MAP_ELEMENT_ID = 'edgelog-prefetch-map';
