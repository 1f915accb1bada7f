import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-context';
import { setErrorContextUser } from './error-context';

/** Keeps the user id of new error records in step with the session. */
export function ErrorContextSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => setErrorContextUser(userId), [userId]);
  return null;
}
