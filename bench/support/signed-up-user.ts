import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignedUpUser {
  id: string;
  accessToken: string;
  account: Credentials;
  /** supabase-js signed in as the user, as the web app is. */
  client: SupabaseClient;
}

/** supabase-js as a script uses it: no stored session, realtime over `ws`. */
export function benchClient(base: string, key: string): SupabaseClient {
  return createClient(base, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** A new user through auth/v1, as a trader signs up, then signed in. */
export async function signUp(base: string, anonKey: string, label: string): Promise<SignedUpUser> {
  const client = benchClient(base, anonKey);
  const account = { email: `${label}-${process.pid}@example.test`, password: `Bench-${process.pid}-pw!` };
  const { error } = await client.auth.signUp(account);
  if (error) throw new Error(`sign-up: ${error.message}`);
  const signedIn = await client.auth.signInWithPassword(account);
  if (signedIn.error) throw new Error(`sign-in: ${signedIn.error.message}`);
  return {
    id: signedIn.data.user.id,
    accessToken: signedIn.data.session.access_token,
    account,
    client,
  };
}
