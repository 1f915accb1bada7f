import type { AuthChangeEvent, RealtimeChannel, Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue, type AuthState, type SignOutOptions, type SignOutReason } from '@/lib/auth-context';
import { AUTH_STORAGE_KEY, clearStoredAuthState } from '@/lib/auth-storage';
import { isInvalidSession } from '@/lib/errors';
import { storeRememberMeFor } from '@/lib/remember-me';
import { sessionNeedsMfa } from '@/lib/session-claims';
import { clearRecoverySession, getSupabase, isRecoverySession } from '@/lib/supabase';
import { AUTH_PATH } from '@/lib/return-path';

/** Session re-check interval (SPEC 4, 9). */
export const SESSION_RECHECK_MS = 15 * 60 * 1000;

const SIGNED_OUT: AuthState = { status: 'signed-out', session: null, user: null, needsMfa: false, recovery: false };

function signedIn(session: Session, recovery: boolean): AuthState {
  return { status: 'signed-in', session, user: session.user, needsMfa: sessionNeedsMfa(session), recovery };
}

/**
 * Owns the session lifecycle of SPEC 4: reacts to every auth event, clears stored state on sign-out,
 * watches the user's profile row for deletion, and re-checks the session every 15 minutes, on focus,
 * on visibility change and when another tab changes the stored session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const supabase = getSupabase();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, status: 'loading' });

  const channelRef = useRef<{ userId: string; channel: RealtimeChannel } | null>(null);

  // Why the next sign-out happens, when the sign-in page should say so (inactivity).
  const reasonRef = useRef<SignOutReason | null>(null);

  const goToAuth = useCallback(() => {
    const reason = reasonRef.current;
    reasonRef.current = null;
    if (reason) navigate(`${AUTH_PATH}?reason=${reason}`, { replace: true });
    else if (window.location.pathname !== AUTH_PATH) navigate(AUTH_PATH, { replace: true });
  }, [navigate]);

  const unwatchProfile = useCallback(() => {
    const current = channelRef.current;
    channelRef.current = null;
    if (current) void supabase.removeChannel(current.channel);
  }, [supabase]);

  /** SIGNED_OUT, or USER_UPDATED without a session: forget everything and go to /auth. */
  const handleSignedOut = useCallback(() => {
    unwatchProfile();
    clearStoredAuthState();
    queryClient.clear();
    setState(SIGNED_OUT);
    goToAuth();
  }, [goToAuth, queryClient, unwatchProfile]);

  /** Invalid refresh tokens and the like: cleared silently, signed out locally. */
  const dropInvalidSession = useCallback(async () => {
    clearStoredAuthState();
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    handleSignedOut();
  }, [handleSignedOut, supabase]);

  /** Explicit sign-out (global unless told otherwise); a failed server call still signs out here. */
  const signOut = useCallback(
    async (options: SignOutOptions = {}) => {
      reasonRef.current = options.reason ?? null;
      unwatchProfile();
      queryClient.clear();
      const { error } = await supabase.auth.signOut({ scope: options.scope ?? 'global' });
      if (error) await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      handleSignedOut();
    },
    [handleSignedOut, queryClient, supabase, unwatchProfile],
  );

  const watchProfile = useCallback(
    (userId: string) => {
      if (channelRef.current?.userId === userId) return;
      unwatchProfile();
      const channel = supabase
        .channel(`profile-deletion:${userId}`)
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'profiles', filter: `user_id=eq.${userId}` }, () => {
          void signOut();
        })
        .subscribe();
      channelRef.current = { userId, channel };
    },
    [signOut, supabase, unwatchProfile],
  );

  const onAuthEvent = useCallback(
    (event: AuthChangeEvent, session: Session | null) => {
      switch (event) {
        case 'INITIAL_SESSION':
          if (session) {
            setState(signedIn(session, isRecoverySession()));
            watchProfile(session.user.id);
          } else setState(SIGNED_OUT);
          return;
        case 'SIGNED_IN':
        case 'TOKEN_REFRESHED':
          if (!session) return;
          setState((prev) => signedIn(session, prev.recovery));
          storeRememberMeFor(session.user.email);
          watchProfile(session.user.id);
          return;
        case 'PASSWORD_RECOVERY':
          if (session) {
            setState(signedIn(session, true));
            watchProfile(session.user.id);
          }
          return;
        case 'MFA_CHALLENGE_VERIFIED':
          if (session) setState((prev) => signedIn(session, prev.recovery));
          return;
        case 'USER_UPDATED':
          if (session) setState((prev) => signedIn(session, prev.recovery));
          else handleSignedOut();
          return;
        case 'SIGNED_OUT':
          handleSignedOut();
          return;
      }
    },
    [handleSignedOut, watchProfile],
  );

  useEffect(() => {
    // The callback must not await other auth calls (supabase-js holds its lock while notifying).
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setTimeout(() => onAuthEvent(event, session), 0);
    });
    return () => data.subscription.unsubscribe();
  }, [onAuthEvent, supabase]);

  useEffect(() => () => unwatchProfile(), [unwatchProfile]);

  /** Asks the server whether the session still stands; a dead one is dropped without a message. */
  const recheck = useCallback(async () => {
    const { data, error } = await supabase.auth.getSession();
    if (error) {
      if (isInvalidSession(error)) await dropInvalidSession();
      return;
    }
    if (!data.session) {
      if (state.status === 'signed-in') handleSignedOut();
      return;
    }
    const { error: userError } = await supabase.auth.getUser();
    if (userError && isInvalidSession(userError)) await dropInvalidSession();
  }, [dropInvalidSession, handleSignedOut, state.status, supabase]);

  const isSignedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    const interval = setInterval(() => void recheck(), SESSION_RECHECK_MS);
    const onFocus = () => void recheck();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_STORAGE_KEY) void recheck();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [isSignedIn, recheck]);

  const refresh = useCallback(async () => {
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (session) setState((prev) => signedIn(session, prev.recovery));
  }, [supabase]);

  const finishRecovery = useCallback(() => {
    clearRecoverySession();
    setState((prev) => ({ ...prev, recovery: false }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signOut, refresh, finishRecovery }),
    [state, signOut, refresh, finishRecovery],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
