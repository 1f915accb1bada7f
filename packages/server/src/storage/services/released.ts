import type { StorageContext } from './context.ts';
import { unreferencedVersions } from './sweep.ts';

/**
 * The channel the database notifies, on commit, with the versions of object rows it deleted
 * itself (a user's files when the user is deleted): comma-separated, at most a hundred a message.
 */
export const FILES_REMOVED_CHANNEL = 'storage_files_removed';

/**
 * Deletes the files of object rows the database removed, so they are gone from the disk as soon
 * as the deletion commits rather than at the next start's orphan sweep. A version some row still
 * names is kept, whatever the message says.
 */
export async function removeReleasedFiles(ctx: StorageContext, payload: string): Promise<number> {
  const versions = [...new Set(payload.split(',').map((v) => v.trim()))].filter((v) => v !== '');
  if (versions.length === 0) return 0;
  const released = await unreferencedVersions(ctx, versions);
  await ctx.blobs.removeAll(released);
  return released.length;
}
