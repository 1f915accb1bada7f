import { RouteErrorBoundary } from '@/features/errors/route-error-boundary';

/** The root route's error element: an error above every page boundary fills the window. */
export function RouteError() {
  return <RouteErrorBoundary fullPage />;
}
