import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './config';
import { AUTH_STORAGE_KEY } from './auth-storage';

let client: SupabaseClient | null = null;
let appConfig: AppConfig | null = null;
let recoveryDetected = false;

/** The one backend client (SPEC 9): PKCE flow, persisted session, auto-refresh, a fixed storage key. */
export function createSupabase(config: AppConfig): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
    },
    realtime: { params: { eventsPerSecond: 10 } },
  });
}

/** Called once at start-up, after /config.json is read and stored tokens are validated. */
export function initRuntime(config: AppConfig): SupabaseClient {
  appConfig = config;
  client = createSupabase(config);
  // A recovery link is exchanged while the client starts, before React subscribes: note it here.
  client.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') recoveryDetected = true;
    else if (event === 'SIGNED_OUT') recoveryDetected = false;
  });
  return client;
}

/** Whether the current session came from a password-recovery link (cleared once the password is reset). */
export function isRecoverySession(): boolean {
  return recoveryDetected;
}

export function clearRecoverySession(): void {
  recoveryDetected = false;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The backend client is used before start-up finished.');
  return client;
}

export function getAppConfig(): AppConfig {
  if (!appConfig) throw new Error('The configuration is read before start-up finished.');
  return appConfig;
}
