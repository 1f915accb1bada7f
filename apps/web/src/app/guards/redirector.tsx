import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';
import { resolveReturnPath } from '@/lib/return-path';

/** `/`: a signed-in user goes back to the page originally attempted or the dashboard; others to /about. */
export function Redirector() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  const origin = params.get('redirect') ?? (typeof fromState === 'string' ? fromState : null);
  if (!isFullySignedIn(auth)) return <Navigate to="/about" replace />;
  return <Navigate to={resolveReturnPath(origin)} replace />;
}
