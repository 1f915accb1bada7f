import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { DEFAULT_TIME_ZONE } from '../lib/detected-zone';
import type { ProfileColumns } from '../lib/profile-form';
import { profileKeys } from './keys';

const COLUMNS =
  'full_name, avatar_path, timezone, timezone_chosen_at, base_currency, trading_style, markets, bio';

const profileRow = z.object({
  full_name: z.string().nullable(),
  avatar_path: z.string().nullable(),
  timezone: z.string(),
  timezone_chosen_at: z.string().nullable(),
  base_currency: z.string(),
  trading_style: z.string().nullable(),
  markets: z.array(z.string()),
  bio: z.string().nullable(),
});

export type ProfileRow = z.infer<typeof profileRow>;

/** The signed-in user's profile, made by the database when the user signed up. */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.row(userId),
    queryFn: async (): Promise<ProfileRow> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('profiles').select(COLUMNS).eq('user_id', userId).single();
      if (error) throw error;
      return profileRow.parse(data);
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * Saves the changed columns. A new full name goes to the sign-in's user_metadata too: the greeting
 * reads it from the session, so it follows at once on every open tab.
 */
export async function saveProfile(userId: string, columns: ProfileColumns): Promise<void> {
  const supabase = await loadSupabase();
  if (Object.keys(columns).length === 0) return;
  const { error } = await supabase.from('profiles').update(columns).eq('user_id', userId);
  if (error) throw error;
  if ('full_name' in columns) {
    const { error: authError } = await supabase.auth.updateUser({
      data: { full_name: columns.full_name ?? '' },
    });
    if (authError) throw authError;
  }
}

/**
 * Saves the browser's zone as the trader's when none was ever chosen. The conditions keep a
 * second tab doing the same from overwriting a choice made meanwhile. True when saved.
 */
export async function saveDetectedTimeZone(userId: string, zone: string, now: Date): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .update({ timezone: zone, timezone_chosen_at: now.toISOString() })
    .eq('user_id', userId)
    .is('timezone_chosen_at', null)
    .eq('timezone', DEFAULT_TIME_ZONE)
    .select('user_id');
  if (error) throw error;
  return data.length > 0;
}
