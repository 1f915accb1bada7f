import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';

/** The boundary around routed content; moving to another page clears a failure. */
export function PageErrorBoundary({
  children,
  fullPage = false,
}: {
  children: ReactNode;
  fullPage?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fullPage={fullPage}>
      {children}
    </ErrorBoundary>
  );
}
