import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';
import { profileKeys } from './keys';

export const AVATAR_BUCKET = 'avatars';
// Signed links live an hour; the query refreshes them well before.
const SIGNED_SECONDS = 3600;

/** The object path of a new avatar: the owner's folder (the bucket's policies' rule), a fresh name. */
export function avatarPath(userId: string, now: number, type: string): string {
  return `${userId}/avatar-${now}.${type === 'image/webp' ? 'webp' : 'png'}`;
}

/**
 * Uploads the cropped picture, points the profile at it, then removes the previous one. When the
 * profile cannot be written the new object goes again, so the bucket keeps no stray picture.
 */
export async function replaceAvatar(
  userId: string,
  picture: Blob,
  previousPath: string | null,
  now: number,
): Promise<string> {
  const supabase = await loadSupabase();
  const bucket = supabase.storage.from(AVATAR_BUCKET);
  const path = avatarPath(userId, now, picture.type);
  const upload = await bucket.upload(path, picture, { contentType: picture.type, upsert: false });
  if (upload.error) throw upload.error;
  const { error } = await supabase.from('profiles').update({ avatar_path: path }).eq('user_id', userId);
  if (error) {
    await bucket.remove([path]);
    throw error;
  }
  // A leftover old file costs space only: the new picture is saved whatever this answers.
  if (previousPath !== null) await bucket.remove([previousPath]);
  return path;
}

/** Clears the profile's picture, then removes its file. */
export async function removeAvatar(userId: string, path: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('profiles').update({ avatar_path: null }).eq('user_id', userId);
  if (error) throw error;
  await supabase.storage.from(AVATAR_BUCKET).remove([path]);
}

/** A short-lived link to the avatar (the bucket is private). */
export function avatarUrlQuery(userId: string, path: string) {
  return queryOptions({
    queryKey: profileKeys.avatarUrl(userId, path),
    staleTime: (SIGNED_SECONDS / 2) * 1000,
    queryFn: async (): Promise<string> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.storage
        .from(AVATAR_BUCKET)
        .createSignedUrl(path, SIGNED_SECONDS);
      if (error) throw error;
      return data.signedUrl;
    },
  });
}
