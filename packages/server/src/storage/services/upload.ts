import type { UploadSource } from '../body.ts';
import { ERRORS, rethrowDb } from '../errors.ts';
import { mimeTypeAllowed, mustBeValidBucketName, mustBeValidObjectName, bareMimeType } from '../names.ts';
import { findBucket, type Bucket } from '../repository/buckets.ts';
import { saveObject, type NewObject } from '../repository/objects.ts';
import { discardFiles, ownerOf, runAs, type Actor, type StorageContext } from './context.ts';

export interface UploadRequest {
  bucketId: string;
  name: string;
  upsert: boolean;
  source: UploadSource;
}

export interface UploadResult {
  id: string;
  key: string;
}

const PERMISSION_PROBE = Symbol('permission probe');
const PROBE_VERSION = '00000000-0000-4000-8000-000000000000';

/** The bucket an upload goes to, looked up by the server itself (limits apply to every caller). */
export async function uploadTarget(ctx: StorageContext, bucketId: string): Promise<Bucket> {
  const bucket = await findBucket(ctx.db, mustBeValidBucketName(bucketId));
  if (!bucket) throw ERRORS.noSuchBucket();
  return bucket;
}

function effectiveLimit(ctx: StorageContext, bucket: Bucket): number {
  return bucket.file_size_limit === null ? ctx.fileSizeLimit : Math.min(bucket.file_size_limit, ctx.fileSizeLimit);
}

function probeRow(bucketId: string, name: string, owner: string | null): NewObject {
  return {
    bucketId,
    name,
    owner,
    version: PROBE_VERSION,
    metadata: {
      eTag: '',
      size: 0,
      mimetype: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: 0,
      httpStatusCode: 200,
    },
    userMetadata: null,
  };
}

/**
 * Tries the row insert (or upsert) as the caller and rolls it back, as Storage does before it
 * accepts any bytes: a refusal (RLS, duplicate) costs no disk and leaves nothing behind.
 */
export async function probePermission(ctx: StorageContext, actor: Actor, bucketId: string, name: string, upsert: boolean): Promise<void> {
  const row = probeRow(bucketId, name, ownerOf(actor));
  if (actor.kind === 'system') return;
  try {
    await runAs(ctx, actor, async (tx) => {
      await saveObject(tx, row, upsert);
      throw PERMISSION_PROBE;
    });
  } catch (err) {
    if (err === PERMISSION_PROBE) return;
    rethrowDb(err, ERRORS.keyAlreadyExists);
  }
}

/**
 * Stores an upload: checks the bucket, the caller's right to write the row, size and MIME type;
 * writes the bytes atomically to a new file; then commits the row pointing at it. A refused or
 * failed upload leaves no row and no file; a replaced object's old file goes after the commit.
 */
export async function uploadObject(ctx: StorageContext, actor: Actor, request: UploadRequest): Promise<UploadResult> {
  const { source, upsert } = request;
  try {
    const name = mustBeValidObjectName(request.name);
    const bucket = await uploadTarget(ctx, request.bucketId);
    const limit = effectiveLimit(ctx, bucket);
    if (source.declaredLength !== undefined && source.declaredLength > limit) throw ERRORS.entityTooLarge();

    await probePermission(ctx, actor, bucket.id, name, upsert);

    const body = await source.open(limit);
    if (!mimeTypeAllowed(bucket.allowed_mime_types, body.contentType)) {
      throw ERRORS.invalidMimeType(bareMimeType(body.contentType) ?? body.contentType);
    }
    const file = await ctx.blobs.write(body.stream, limit);
    const now = new Date().toISOString();
    const stored: NewObject = {
      ...probeRow(bucket.id, name, ownerOf(actor)),
      version: file.version,
      userMetadata: body.userMetadata,
      metadata: {
        eTag: `"${file.md5}"`,
        size: file.size,
        mimetype: body.contentType,
        cacheControl: body.cacheControl,
        lastModified: now,
        contentLength: file.size,
        httpStatusCode: 200,
      },
    };
    let saved: { id: string; previousVersion: string | null };
    try {
      saved = await runAs(ctx, actor, (tx) => saveObject(tx, stored, upsert));
    } catch (err) {
      await discardFiles(ctx, [file.version]);
      rethrowDb(err, ERRORS.keyAlreadyExists);
    }
    if (saved.previousVersion && saved.previousVersion !== file.version) {
      await discardFiles(ctx, [saved.previousVersion]);
    }
    return { id: saved.id, key: `${bucket.id}/${name}` };
  } catch (err) {
    source.drain();
    throw err;
  }
}
