import type { AuthChangeEvent, RealtimeChannel, Session, SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  AuthContext,
  type AuthContextValue,
  type AuthState,
  type SignOutOptions,
  type SignOutReason,
  signedInState,
} from '@/lib/auth-context';
import { AUTH_STORAGE_KEY, clearStoredAuthState } from '@/lib/auth-storage';
import { isInvalidSession } from '@/lib/errors';
import { storeRememberMeFor } from '@/lib/remember-me';
import { AUTH_PATH } from '@/lib/return-path';
import { sessionNeedsMfa } from '@/lib/session-claims';
import { runSignedOutHooks } from '@/lib/session-events';
import { clearRecoverySession, hasPendingAuthState, isRecoverySession, loadSupabase } from '@/lib/supabase';

/** Session re-check interval (SPEC 4, 9). */
export const SESSION_RECHECK_MS = 15 * 60 * 1000;

const SIGNED_OUT: AuthState = {
  status: 'signed-out',
  session: null,
  user: null,
  needsMfa: false,
  recovery: false,
};

/**
 * Owns the session lifecycle of SPEC 4: reacts to every auth event, clears stored state on sign-out,
 * watches the user's profile row for deletion, and re-checks the session every 15 minutes, on focus,
 * on visibility change and when another tab changes the stored session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // With nothing stored and no callback in the URL the visitor is signed out: no need to wait.
  const [state, setState] = useState<AuthState>(() =>
    hasPendingAuthState() ? { ...SIGNED_OUT, status: 'loading' } : SIGNED_OUT,
  );
  const [client, setClient] = useState<SupabaseClient | null>(null);

  const channelRef = useRef<{ userId: string; channel: RealtimeChannel; client: SupabaseClient } | null>(
    null,
  );
  // Why the next sign-out happens, when the sign-in page should say so (inactivity).
  const reasonRef = useRef<SignOutReason | null>(null);

  /**
   * SPEC 4: after the session ends, /auth (unless already there), with the reason when there is one.
   * The reason stays until the user is on /auth: a sign-out is handled twice (the call and its
   * SIGNED_OUT event), and the second must not drop it while the first navigation is under way.
   */
  const exitPath = useCallback(
    () => (reasonRef.current ? `${AUTH_PATH}?reason=${reasonRef.current}` : AUTH_PATH),
    [],
  );

  const unwatchProfile = useCallback(() => {
    const current = channelRef.current;
    channelRef.current = null;
    if (current) void current.client.removeChannel(current.channel);
  }, []);

  /** SIGNED_OUT, or USER_UPDATED without a session: forget everything and go to /auth. */
  const handleSignedOut = useCallback(() => {
    unwatchProfile();
    clearStoredAuthState();
    runSignedOutHooks();
    const exitTo = exitPath();
    // Protected pages follow exitTo themselves (RequireAuth); anywhere else we go there now.
    setState({ ...SIGNED_OUT, exitTo });
    if (window.location.pathname !== AUTH_PATH || exitTo !== AUTH_PATH) navigate(exitTo, { replace: true });
  }, [exitPath, navigate, unwatchProfile]);

  /** Invalid refresh tokens and the like: cleared silently, signed out locally. */
  const dropInvalidSession = useCallback(async () => {
    const supabase = await loadSupabase();
    clearStoredAuthState();
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    handleSignedOut();
  }, [handleSignedOut]);

  /** Explicit sign-out (global unless told otherwise); a failed server call still signs out here. */
  const signOut = useCallback(
    async (options: SignOutOptions = {}) => {
      const supabase = await loadSupabase();
      reasonRef.current = options.reason ?? null;
      unwatchProfile();
      runSignedOutHooks();
      const { error } = await supabase.auth.signOut({ scope: options.scope ?? 'global' });
      if (error) await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      handleSignedOut();
    },
    [handleSignedOut, unwatchProfile],
  );

  /** SPEC 4: the user's profile row deleted (by an admin, or another device) signs them out everywhere. */
  const watchProfile = useCallback(
    (supabase: SupabaseClient, userId: string) => {
      if (channelRef.current?.userId === userId) return;
      unwatchProfile();
      const channel = supabase
        .channel(`profile-deletion:${userId}`)
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'profiles', filter: `user_id=eq.${userId}` },
          () => {
            void signOut();
          },
        )
        .subscribe();
      channelRef.current = { userId, channel, client: supabase };
    },
    [signOut, unwatchProfile],
  );

  const onAuthEvent = useCallback(
    (supabase: SupabaseClient, event: AuthChangeEvent, session: Session | null) => {
      switch (event) {
        case 'INITIAL_SESSION':
          if (session) {
            setState(signedInState(session, isRecoverySession(session.user.id)));
            watchProfile(supabase, session.user.id);
          } else setState(SIGNED_OUT);
          return;
        case 'SIGNED_IN':
        case 'TOKEN_REFRESHED':
          if (!session) return;
          setState((prev) => signedInState(session, prev.recovery));
          storeRememberMeFor(session.user.email);
          watchProfile(supabase, session.user.id);
          return;
        case 'PASSWORD_RECOVERY':
          if (session) {
            setState(signedInState(session, true));
            watchProfile(supabase, session.user.id);
          }
          return;
        case 'MFA_CHALLENGE_VERIFIED':
          if (session) setState((prev) => signedInState(session, prev.recovery));
          return;
        case 'USER_UPDATED':
          if (session) setState((prev) => signedInState(session, prev.recovery));
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
    let cancelled = false;
    void loadSupabase().then((supabase) => {
      if (!cancelled) setClient(supabase);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!client) return;
    // The callback must not await other auth calls (supabase-js holds its lock while notifying).
    const { data } = client.auth.onAuthStateChange((event, session) => {
      setTimeout(() => onAuthEvent(client, event, session), 0);
    });
    return () => data.subscription.unsubscribe();
  }, [client, onAuthEvent]);

  useEffect(() => () => unwatchProfile(), [unwatchProfile]);

  // Once the user is on /auth, later visits to protected pages carry their origin again.
  useEffect(() => {
    if (pathname !== AUTH_PATH) return;
    reasonRef.current = null;
    if (state.exitTo) setState((prev) => ({ ...prev, exitTo: undefined }));
  }, [pathname, state.exitTo]);

  /** Asks the server whether the session still stands; a dead one is dropped without a message. */
  const recheck = useCallback(async () => {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.getSession();
    if (error) {
      if (isInvalidSession(error)) await dropInvalidSession();
      return;
    }
    if (!data.session) {
      handleSignedOut();
      return;
    }
    const { error: userError } = await supabase.auth.getUser();
    if (userError && isInvalidSession(userError)) await dropInvalidSession();
  }, [dropInvalidSession, handleSignedOut]);

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

  /** Re-reads the session and asks supabase-js whether it still needs the second factor (aal2). */
  const refresh = useCallback(async () => {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session) return;
    const { data: aal } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    const needsMfa = aal ? aal.nextLevel === 'aal2' && aal.currentLevel !== 'aal2' : sessionNeedsMfa(session);
    setState((prev) => ({ ...signedInState(session, prev.recovery), needsMfa }));
  }, []);

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
