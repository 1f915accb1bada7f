import type { Queryable } from '../../db/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `owner` is a uuid column; a subject that is not a uuid is kept in `owner_id` only. */
export const ownerUuid = (owner: string | null): string | null => (owner && UUID.test(owner) ? owner : null);

/** The `metadata` Storage keeps for each object (what downloads and info are rendered from). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at`;

/** The object row, when the caller's role may see it. */
export async function findObject(q: Queryable, bucketId: string, name: string): Promise<StoredObject | undefined> {
  const { rows } = await q.query<StoredObject>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0];
}

/** The names among `names` the caller may see. */
export async function visibleNames(q: Queryable, bucketId: string, names: readonly string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucketId, names],
  );
  return new Set(rows.map((r) => r.name));
}

export interface NewObject {
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts the row, or with `upsert` replaces an existing one (which needs the caller's insert,
 * select and update rights, as ON CONFLICT DO UPDATE checks them). Returns the row id and the
 * file version the row pointed at before, whose bytes the caller discards after commit.
 */
export async function saveObject(
  q: Queryable,
  object: NewObject,
  upsert: boolean,
): Promise<{ id: string; previousVersion: string | null }> {
  const values = [
    object.bucketId,
    object.name,
    ownerUuid(object.owner),
    object.owner,
    object.version,
    object.metadata,
    object.userMetadata,
  ];
  if (!upsert) {
    const { rows } = await q.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb) returning id`,
      values,
    );
    return { id: rows[0]!.id, previousVersion: null };
  }
  const { rows } = await q.query<{ id: string; previous_version: string | null }>(
    `with previous as (
       select version from storage.objects where bucket_id = $1 and name = $2
     )
     insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       updated_at = now(), last_accessed_at = now()
     returning id, (select version from previous) as previous_version`,
    values,
  );
  return { id: rows[0]!.id, previousVersion: rows[0]!.previous_version };
}

/** Deletes the named objects the caller may delete; returns the deleted rows. */
export async function deleteObjects(q: Queryable, bucketId: string, names: readonly string[]): Promise<StoredObject[]> {
  const { rows } = await q.query<StoredObject>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucketId, names],
  );
  return rows;
}

/** Deletes every object of the bucket the caller may delete; returns their file versions. */
export async function deleteAllObjects(q: Queryable, bucketId: string): Promise<Array<string | null>> {
  const { rows } = await q.query<{ version: string | null }>(
    'delete from storage.objects where bucket_id = $1 returning version',
    [bucketId],
  );
  return rows.map((r) => r.version);
}

/** Renames an object (possibly into another bucket); false when no row the caller may update matched. */
export async function renameObject(
  q: Queryable,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string },
  owner: string | null,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `update storage.objects
     set bucket_id = $3, name = $4, owner = coalesce($5::uuid, owner), owner_id = coalesce($6, owner_id),
         updated_at = now(), last_accessed_at = now()
     where bucket_id = $1 and name = $2`,
    [from.bucketId, from.name, to.bucketId, to.name, ownerUuid(owner), owner],
  );
  return rowCount > 0;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectMetadata | null;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: string;
  sortOrder: string;
}

/** One level of the bucket's tree under `prefix` (storage.search, so RLS applies). */
export async function listObjects(q: Queryable, bucketId: string, options: ListOptions): Promise<ListEntry[]> {
  const { rows } = await q.query<ListEntry>(
    'select * from storage.search($1, $2, $3, $4, $5, $6, $7)',
    [options.prefix, bucketId, options.limit, options.offset, options.search, options.sortColumn, options.sortOrder],
  );
  return rows;
}
