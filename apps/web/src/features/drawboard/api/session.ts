import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSupabase } from '@/lib/supabase';

/** The client and the signed-in user's id (storage paths start with it). */
export async function signedInClient(): Promise<{ supabase: SupabaseClient; userId: string }> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  // Every draw-board page sits behind sign-in; without a session the call would be refused anyway.
  if (userId === undefined) throw Object.assign(new Error('Not signed in'), { code: 'AUTH-001' });
  return { supabase, userId };
}
