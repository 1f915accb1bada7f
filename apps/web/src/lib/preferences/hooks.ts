import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { appliedTheme, motionReduced } from './document';
import type { Preferences, ResolvedTheme } from './preferences';
import { getPreferences, setPreferencesUser, subscribePreferences } from './store';

/**
 * Keeps the store on the signed-in trader. Every hook below calls it, so any page that reads a
 * preference loads them, even where the shell's PreferencesSync is not mounted.
 */
function useSignedInTrader(): void {
  const { user } = useAuth();
  const id = user?.id ?? null;
  useEffect(() => {
    if (id !== null) setPreferencesUser(id);
  }, [id]);
}

/** The signed-in trader's preferences (the defaults, or this browser's last copy, until the server answers). */
export function usePreferences(): Preferences {
  useSignedInTrader();
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

/** The theme on screen: the trader's choice, or the system's scheme when they chose "system". */
export function useResolvedTheme(): ResolvedTheme {
  useSignedInTrader();
  return useSyncExternalStore(subscribePreferences, appliedTheme, () => 'light');
}

/** Whether animations should be cut short (the trader's choice, else the system's). */
export function useReducedMotion(): boolean {
  useSignedInTrader();
  return useSyncExternalStore(subscribePreferences, motionReduced, () => false);
}

/** Keeps the preferences on whoever is signed in, whatever page is open; for the signed-in shell. */
export function PreferencesSync(): null {
  useSignedInTrader();
  return null;
}
