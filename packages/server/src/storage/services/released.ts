import type { StorageContext } from './context.ts';
import { sweepOrphanFiles, unreferencedVersions } from './sweep.ts';

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

/**
 * What to do once the listening connection is back after it was lost: messages sent meanwhile
 * never arrive, so the files of rows removed then are found by sweeping for files no row names,
 * as at start (files younger than `graceMs` stay, as they may belong to an upload in flight; the
 * next start's sweep takes those). One sweep at a time; a loss during a sweep sweeps again after.
 */
export function releasedWhileAway(ctx: StorageContext, graceMs: number): () => void {
  let sweeping: Promise<void> | undefined;
  let again = false;
  const sweep = async () => {
    do {
      again = false;
      try {
        const removed = await sweepOrphanFiles(ctx, graceMs);
        if (removed > 0) ctx.log.info({ removed }, 'storage: removed files released while not listening');
      } catch (err) {
        ctx.log.warn({ err }, 'storage: could not sweep files released while not listening');
      }
    } while (again);
  };
  return () => {
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = sweep().finally(() => {
      sweeping = undefined;
    });
  };
}
