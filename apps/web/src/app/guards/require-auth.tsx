import { Navigate, Outlet, useLocation } from 'react-router';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';
import { authPathFor } from '@/lib/return-path';

/** Protected routes need a user and a session (and the second factor when the user has one). */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.exitTo) return <Navigate to={auth.exitTo} replace />;
  if (!isFullySignedIn(auth)) {
    return <Navigate to={authPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
