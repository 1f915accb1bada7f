import { ERRORS, rethrowDb } from '../errors.ts';
import { isValidMimePattern, mustBeValidBucketName, parseFileSizeLimit } from '../names.ts';
import * as repo from '../repository/buckets.ts';
import type { Bucket, ListBucketsOptions } from '../repository/buckets.ts';
import { deleteAllObjects } from '../repository/objects.ts';
import { discardFiles, ownerOf, runAs, type Actor, type StorageContext } from './context.ts';

// Bucket management runs as the caller: service_role bypasses RLS; for anyone else the policies
// on storage.buckets decide (none by default, as in Supabase), so users see and change nothing.

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | string | null;
  allowedMimeTypes?: string[] | null;
}

function checkMimeTypes(types: string[] | null | undefined): string[] | null | undefined {
  if (!types) return types;
  for (const type of types) {
    if (!isValidMimePattern(type)) throw ERRORS.invalidRequest(`Invalid mime type format: ${type}`);
  }
  return types.length === 0 ? null : types;
}

function checkSizeLimit(ctx: StorageContext, value: number | string | null | undefined): number | null | undefined {
  const bytes = parseFileSizeLimit(value);
  if (typeof bytes === 'number' && bytes > ctx.fileSizeLimit) throw ERRORS.entityTooLarge('bucket file size limit');
  return bytes === 0 ? null : bytes;
}

export function listBuckets(ctx: StorageContext, actor: Actor, options: ListBucketsOptions): Promise<Bucket[]> {
  return runAs(ctx, actor, (tx) => repo.listBuckets(tx, options), { readOnly: true });
}

export async function getBucket(ctx: StorageContext, actor: Actor, id: string): Promise<Bucket> {
  const bucket = await runAs(ctx, actor, (tx) => repo.findBucket(tx, id), { readOnly: true });
  if (!bucket) throw ERRORS.noSuchBucket();
  return bucket;
}

export async function createBucket(ctx: StorageContext, actor: Actor, id: string, name: string, settings: BucketSettings): Promise<void> {
  mustBeValidBucketName(id);
  mustBeValidBucketName(name);
  const fileSizeLimit = checkSizeLimit(ctx, settings.fileSizeLimit) ?? null;
  const allowedMimeTypes = checkMimeTypes(settings.allowedMimeTypes) ?? null;
  await runAs(ctx, actor, (tx) =>
    repo.insertBucket(tx, { id, name, owner: ownerOf(actor), public: settings.public ?? false, fileSizeLimit, allowedMimeTypes }),
  ).catch((err: unknown) => rethrowDb(err, ERRORS.bucketAlreadyExists));
}

export async function updateBucket(ctx: StorageContext, actor: Actor, id: string, settings: BucketSettings): Promise<void> {
  const patch: repo.BucketPatch = {
    public: settings.public,
    fileSizeLimit: checkSizeLimit(ctx, settings.fileSizeLimit),
    allowedMimeTypes: checkMimeTypes(settings.allowedMimeTypes),
  };
  const updated = await runAs(ctx, actor, (tx) => repo.updateBucket(tx, id, patch)).catch((err: unknown) => rethrowDb(err));
  if (!updated) throw ERRORS.noSuchBucket();
}

/** Deletes an empty bucket (ResourceNotEmpty while any object remains, whoever owns it). */
export async function deleteBucket(ctx: StorageContext, actor: Actor, id: string): Promise<void> {
  await getBucket(ctx, actor, id);
  if (await repo.bucketHasObjects(ctx.db, id)) throw ERRORS.bucketNotEmpty();
  const deleted = await runAs(ctx, actor, (tx) => repo.deleteBucket(tx, id)).catch((err: unknown) => {
    if (err instanceof Error && (err as { code?: string }).code === '23503') throw ERRORS.bucketNotEmpty();
    return rethrowDb(err);
  });
  if (!deleted) throw ERRORS.noSuchBucket();
}

/** Deletes every object of the bucket the caller may delete, then their files. */
export async function emptyBucket(ctx: StorageContext, actor: Actor, id: string): Promise<void> {
  await getBucket(ctx, actor, id);
  const versions = await runAs(ctx, actor, (tx) => deleteAllObjects(tx, id)).catch((err: unknown) => rethrowDb(err));
  await discardFiles(ctx, versions);
}
