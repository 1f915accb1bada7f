import { createAuthStorage } from '@edgelog/core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { AppConfig } from './config';

/**
 * The one backend client (SPEC 9): PKCE flow, persisted session, auto-refresh, a fixed storage key,
 * and the storage adapter of @edgelog/core (long values compressed, 365-day expiry markers).
 * Loaded on demand (lib/supabase.ts), so a signed-out visitor's first page does not wait for it.
 */
/** `onRecovery` hears the user id of a recovery link's session, and null once the user signs out. */
export function createSupabase(
  config: AppConfig,
  onRecovery: (userId: string | null) => void,
): SupabaseClient {
  const client = createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
      storage: createAuthStorage(window.localStorage, { now: () => Date.now() }),
    },
    realtime: { params: { eventsPerSecond: 10 } },
  });
  // A recovery link is exchanged while the client starts, before React subscribes: note it here.
  client.auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY') onRecovery(session?.user.id ?? null);
    else if (event === 'SIGNED_OUT') onRecovery(null);
  });
  return client;
}
