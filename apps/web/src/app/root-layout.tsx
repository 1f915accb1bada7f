import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { installConsoleCapture } from '@/features/errors/console-capture';
import { ErrorContextSync } from '@/features/errors/error-context-sync';
import { installGlobalErrorHandlers } from '@/features/errors/global-handlers';
import { PageErrorBoundary } from '@/features/errors/page-error-boundary';
import { ToasterHost } from '@/features/errors/toaster-host';
import { useAuth } from '@/lib/auth-context';
import { applyPageMeta, type PageMeta } from '@/lib/page-meta';
import { SplashScreen } from './overlays/splash-screen';
import { findRouteViolation, logRouteViolation } from './security/route-security';
import { AuthProvider } from './session/auth-provider';

// Before the first render: console lines logged from start-up on belong in error records, and an
// error during start-up must not go unreported.
installConsoleCapture();
installGlobalErrorHandlers();

function hasMeta(handle: unknown): handle is { meta: PageMeta } {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** Title and description of the deepest route that declares them. */
function PageMetaSync() {
  const matches = useMatches();
  const meta = [...matches].reverse().find((match) => hasMeta(match.handle))?.handle;
  const title = hasMeta(meta) ? meta.meta.title : 'Edgelog';
  const description = hasMeta(meta) ? meta.meta.description : undefined;
  useEffect(() => applyPageMeta({ title, description }), [title, description]);
  return null;
}

/** Every page change starts at the top (SPEC 2); in-page anchors are left to the browser. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

function Guarded() {
  const location = useLocation();
  const auth = useAuth();
  if (auth.status === 'loading') return <SplashScreen />;
  const violation = findRouteViolation(location, auth.status === 'signed-in');
  if (violation) {
    logRouteViolation(violation, location);
    return <Navigate to="/about" replace />;
  }
  return (
    <PageErrorBoundary fullPage>
      <Outlet />
    </PageErrorBoundary>
  );
}

/**
 * The root of every route: session lifecycle, route security, page metadata, scroll to top, the
 * error boundary around every page and the toaster public and signed-in pages share.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <ErrorContextSync />
      <PageMetaSync />
      <ScrollToTopOnNavigate />
      <Guarded />
      <ToasterHost />
    </AuthProvider>
  );
}
