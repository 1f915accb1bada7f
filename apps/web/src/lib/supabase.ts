import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { AppConfig } from './config';

let appConfig: AppConfig | null = null;
let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;
let recoveryDetected = false;

/**
 * The tab's pending password recovery: the user id whose recovery link opened it, kept in session
 * storage so a reload of the reset form keeps the form (the link's code is spent by then) while
 * another tab or a later visit does not inherit it.
 */
const RECOVERY_KEY = 'edgelog_password_recovery';

function keepRecovery(userId: string | null): void {
  try {
    if (userId) window.sessionStorage.setItem(RECOVERY_KEY, userId);
    else window.sessionStorage.removeItem(RECOVERY_KEY);
  } catch {
    // no session storage: the recovery lasts until the page is reloaded
  }
}

function keptRecovery(): string | null {
  try {
    return window.sessionStorage.getItem(RECOVERY_KEY);
  } catch {
    return null;
  }
}

/** Called once at start-up, after /config.json is read and stored tokens are validated. */
export function setAppConfig(config: AppConfig): void {
  appConfig = config;
}

export function getAppConfig(): AppConfig {
  if (!appConfig) throw new Error('The configuration is read before start-up finished.');
  return appConfig;
}

/** The backend client, created on first use (its code is a chunk of its own). */
export function loadSupabase(): Promise<SupabaseClient> {
  loading ??= import('./supabase-client').then(({ createSupabase }) => {
    client = createSupabase(getAppConfig(), (userId) => {
      recoveryDetected = userId !== null;
      keepRecovery(userId);
    });
    return client;
  });
  return loading;
}

/** The client, for code that only runs once someone is signed in (the client is loaded by then). */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The backend client is used before it was loaded.');
  return client;
}

/**
 * Whether the client must start before we know who is here: a stored session, or a sign-in,
 * recovery or error callback in the URL. Without any, the visitor is signed out.
 */
export function hasPendingAuthState(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    // no storage: no stored session either
  }
  const search = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return (
    search.has('code') ||
    search.has('error_description') ||
    hash.has('access_token') ||
    hash.has('error_description')
  );
}

/**
 * Whether the current session came from a password-recovery link, in this page or before a reload
 * of this tab (cleared once the password is reset or the user signs out).
 */
export function isRecoverySession(userId: string): boolean {
  return recoveryDetected || keptRecovery() === userId;
}

export function clearRecoverySession(): void {
  recoveryDetected = false;
  keepRecovery(null);
}
