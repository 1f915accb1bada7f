import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuth } from '@/lib/auth-context';
import { applyPageMeta, type PageMeta } from '@/lib/page-meta';
import { SplashScreen } from './overlays/splash-screen';
import { findRouteViolation, logRouteViolation } from './security/route-security';
import { AuthProvider } from './session/auth-provider';

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
  return <Outlet />;
}

/** The root of every route: session lifecycle, route security, page metadata, scroll to top. */
export function RootLayout() {
  return (
    <AuthProvider>
      <PageMetaSync />
      <ScrollToTopOnNavigate />
      <Guarded />
    </AuthProvider>
  );
}
