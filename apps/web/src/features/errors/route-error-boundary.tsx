import { useCallback } from 'react';
import { useLocation, useRevalidator, useRouteError } from 'react-router';
import { ErrorBoundary } from './error-boundary';

function ThrowRouteError(): never {
  throw useRouteError();
}

/**
 * A route's error element: the router's errors (a failed loader, or a render error the router
 * caught) go through the same boundary as every other error. Its retry revalidates the router,
 * which clears the route's error, and renders the route again.
 */
export function RouteErrorBoundary({ fullPage = false }: { fullPage?: boolean }) {
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  const onReset = useCallback(() => void revalidate(), [revalidate]);
  return (
    <ErrorBoundary onReset={onReset} resetKey={pathname} fullPage={fullPage}>
      <ThrowRouteError />
    </ErrorBoundary>
  );
}
