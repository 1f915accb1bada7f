import { ERRORS } from '../errors.ts';
import type { Caller } from '../identity.ts';
import { mustBeValidBucketName, mustBeValidObjectName } from '../names.ts';
import { findBucket } from '../repository/buckets.ts';
import { findObject, type StoredObject } from '../repository/objects.ts';
import { asCaller, asSystem, runAs, type Actor, type StorageContext } from './context.ts';

/** The object row as `actor` may see it; NoSuchKey when it is missing or hidden by RLS. */
export async function readObject(ctx: StorageContext, actor: Actor, bucketId: string, name: string): Promise<StoredObject> {
  mustBeValidBucketName(bucketId);
  mustBeValidObjectName(name);
  const object = await runAs(ctx, actor, (tx) => findObject(tx, bucketId, name), { readOnly: true });
  if (!object || !object.version) throw ERRORS.noSuchKey();
  return object;
}

/**
 * GET /object/{bucket}/{path}: objects of a public bucket are readable by anyone; a private
 * bucket's need credentials and pass row-level security, as in Storage.
 */
export async function readForCaller(ctx: StorageContext, caller: Caller, bucketId: string, name: string): Promise<StoredObject> {
  mustBeValidBucketName(bucketId);
  const bucket = await findBucket(ctx.db, bucketId);
  if (!caller.authenticated && !bucket?.public) throw ERRORS.accessDenied('Access denied to this bucket');
  if (!bucket) throw ERRORS.noSuchBucket();
  return readObject(ctx, bucket.public ? asSystem() : asCaller(caller), bucketId, name);
}

/** /object/public/{bucket}/{path}: only a public bucket answers (a private one is "not found"). */
export async function readPublic(ctx: StorageContext, bucketId: string, name: string): Promise<StoredObject> {
  mustBeValidBucketName(bucketId);
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket?.public) throw ERRORS.noSuchBucket();
  return readObject(ctx, asSystem(), bucketId, name);
}

/** The info endpoint's shape (storage-js camel-cases it). */
export function renderInfo(object: StoredObject) {
  const metadata = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
