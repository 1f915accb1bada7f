import { ERRORS, rethrowDb } from '../errors.ts';
import { mustBeValidBucketName, mustBeValidObjectName } from '../names.ts';
import { findBucket } from '../repository/buckets.ts';
import {
  deleteObjects,
  findObject,
  listObjects,
  renameObject,
  saveObject,
  type ListEntry,
  type StoredObject,
} from '../repository/objects.ts';
import { discardFiles, ownerOf, runAs, type Actor, type StorageContext } from './context.ts';

export interface ListRequest {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortBy: { column: string; order: string };
}

async function mustFindBucket(ctx: StorageContext, bucketId: string): Promise<void> {
  if (!(await findBucket(ctx.db, mustBeValidBucketName(bucketId)))) throw ERRORS.noSuchBucket();
}

/** One level of the tree under `prefix`, as the caller may see it. */
export async function list(ctx: StorageContext, actor: Actor, bucketId: string, request: ListRequest): Promise<ListEntry[]> {
  await mustFindBucket(ctx, bucketId);
  const trimmed = request.prefix.replace(/^\/+/, '');
  const prefix = trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  return runAs(
    ctx,
    actor,
    (tx) =>
      listObjects(tx, bucketId, {
        prefix,
        limit: request.limit,
        offset: request.offset,
        search: request.search,
        sortColumn: request.sortBy.column,
        sortOrder: request.sortBy.order,
      }),
    { readOnly: true },
  );
}

/** Deletes the named objects the caller may delete and then their files; returns the deleted rows. */
export async function remove(ctx: StorageContext, actor: Actor, bucketId: string, names: readonly string[]): Promise<StoredObject[]> {
  mustBeValidBucketName(bucketId);
  const deleted = await runAs(ctx, actor, (tx) => deleteObjects(tx, bucketId, names)).catch((err: unknown) => rethrowDb(err));
  await discardFiles(ctx, deleted.map((o) => o.version));
  return deleted;
}

export async function removeOne(ctx: StorageContext, actor: Actor, bucketId: string, name: string): Promise<void> {
  mustBeValidObjectName(name);
  const deleted = await remove(ctx, actor, bucketId, [name]);
  if (deleted.length === 0) throw ERRORS.noSuchKey();
}

export interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket?: string;
  destinationKey: string;
}

function validateTransfer(transfer: Transfer) {
  const from = { bucketId: mustBeValidBucketName(transfer.bucketId), name: mustBeValidObjectName(transfer.sourceKey) };
  const to = {
    bucketId: mustBeValidBucketName(transfer.destinationBucket || transfer.bucketId),
    name: mustBeValidObjectName(transfer.destinationKey),
  };
  return { from, to };
}

/**
 * Renames an object, within a bucket or into another: a metadata-only change (the file stays),
 * so it is atomic. Needs SELECT on the source and UPDATE passing both the old and the new row.
 */
export async function move(ctx: StorageContext, actor: Actor, transfer: Transfer): Promise<void> {
  const { from, to } = validateTransfer(transfer);
  await mustFindBucket(ctx, from.bucketId);
  if (to.bucketId !== from.bucketId) await mustFindBucket(ctx, to.bucketId);
  await runAs(ctx, actor, async (tx) => {
    const source = await findObject(tx, from.bucketId, from.name);
    if (!source) throw ERRORS.noSuchKey();
    if (from.bucketId === to.bucketId && from.name === to.name) return;
    if (!(await renameObject(tx, from, to, ownerOf(actor)))) throw ERRORS.noSuchKey();
  }).catch((err: unknown) => rethrowDb(err, ERRORS.keyAlreadyExists));
}

/**
 * Copies an object: the caller must see the source and may insert the destination (upsert also
 * replaces an existing one). The bytes are shared through a new file version.
 */
export async function copy(
  ctx: StorageContext,
  actor: Actor,
  transfer: Transfer & { upsert: boolean; copyMetadata: boolean; metadata?: Record<string, unknown> | null },
): Promise<{ id: string; key: string }> {
  const { from, to } = validateTransfer(transfer);
  await mustFindBucket(ctx, from.bucketId);
  if (to.bucketId !== from.bucketId) await mustFindBucket(ctx, to.bucketId);
  const source = await runAs(ctx, actor, (tx) => findObject(tx, from.bucketId, from.name), { readOnly: true });
  if (!source?.version || !source.metadata) throw ERRORS.noSuchKey();
  const metadata = source.metadata;

  const version = await ctx.blobs.duplicate(source.version);
  let saved: { id: string; previousVersion: string | null };
  try {
    saved = await runAs(ctx, actor, (tx) =>
      saveObject(
        tx,
        {
          bucketId: to.bucketId,
          name: to.name,
          owner: ownerOf(actor),
          version,
          metadata: { ...metadata, lastModified: new Date().toISOString() },
          userMetadata: transfer.copyMetadata ? source.user_metadata : (transfer.metadata ?? null),
        },
        transfer.upsert,
      ),
    );
  } catch (err) {
    await discardFiles(ctx, [version]);
    rethrowDb(err, ERRORS.keyAlreadyExists);
  }
  if (saved.previousVersion && saved.previousVersion !== version) await discardFiles(ctx, [saved.previousVersion]);
  return { id: saved.id, key: `${to.bucketId}/${to.name}` };
}
