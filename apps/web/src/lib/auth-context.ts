import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import { sessionNeedsMfa } from './session-claims';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The user has a verified factor and this session has not passed it yet (aal1 of aal2). */
  needsMfa: boolean;
  /** The session came from a password-recovery link: the reset-password form is shown. */
  recovery: boolean;
  /** Where a session that just ended sends the user (/auth, with the reason when there is one). */
  exitTo?: string;
}

export type SignOutReason = 'session-timeout';

export interface SignOutOptions {
  /** global (default): every device; local: this browser only. */
  scope?: 'global' | 'local';
  /** Told to the sign-in page, which explains it (e.g. the inactivity timeout). */
  reason?: SignOutReason;
}

export interface AuthContextValue extends AuthState {
  /** Explicit sign-out (SPEC 4): clear stored state, sign out globally, go to /auth. */
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** Re-reads the session and its assurance level (after a TOTP step, or a password reset). */
  refresh: () => Promise<void>;
  /** Leaves the recovery state after the new password is saved. */
  finishRecovery: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside the AuthProvider.');
  return value;
}

/** The state of a session just read (`recovery`: it came from a password-recovery link). */
export function signedInState(session: Session, recovery: boolean): AuthState {
  return { status: 'signed-in', session, user: session.user, needsMfa: sessionNeedsMfa(session), recovery };
}

/** Signed in for the protected routes: a user, a session, and the second factor when the user has one. */
export function isFullySignedIn(state: AuthState): boolean {
  return (
    state.status === 'signed-in' &&
    state.user !== null &&
    state.session !== null &&
    !state.needsMfa &&
    !state.recovery
  );
}

/** The name in the top bar's greeting: first name, else the e-mail's local part, else "Trader". */
export function greetingName(user: Pick<User, 'email' | 'user_metadata'> | null | undefined): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string') {
    const first = fullName.trim().split(/\s+/)[0];
    if (first) return first;
  }
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'Trader';
}
