import type { StorageContext } from './context.ts';

const BATCH = 500;

/** Those of `versions` (file names) that no object row names: files nothing points at. */
export async function unreferencedVersions(
  ctx: StorageContext,
  versions: readonly string[],
): Promise<string[]> {
  const { rows } = await ctx.db.query<{ version: string }>(
    'select version from storage.objects where version = any($1::text[])',
    [versions],
  );
  const known = new Set(rows.map((r) => r.version));
  return versions.filter((version) => !known.has(version));
}

/**
 * Deletes files no object row points at and that are older than `graceMs`: the leftovers of a
 * crash between writing a file and committing its row, or of two racing replacements. Younger
 * files may belong to an upload still in flight (here or in another process on the same folder).
 */
export async function sweepOrphanFiles(
  ctx: StorageContext,
  graceMs: number,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    for (const version of await unreferencedVersions(ctx, batch)) {
      await ctx.blobs.remove(version);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of ctx.blobs.versions()) {
    if (now - file.mtimeMs < graceMs) continue;
    batch.push(file.version);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}
