import type { Queryable } from '../../db/index.ts';
import { ownerUuid } from './objects.ts';

/** A bucket as the API returns it. */
export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type, created_at, updated_at`;

type Row = Omit<Bucket, 'file_size_limit'> & { file_size_limit: string | number | null };

const toBucket = (row: Row): Bucket => ({
  ...row,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
});

export async function findBucket(q: Queryable, id: string): Promise<Bucket | undefined> {
  const { rows } = await q.query<Row>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ? toBucket(rows[0]) : undefined;
}

export interface ListBucketsOptions {
  limit?: number;
  offset?: number;
  search?: string;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
}

export async function listBuckets(q: Queryable, options: ListBucketsOptions): Promise<Bucket[]> {
  // The column and direction come from closed enums, never from the request text itself.
  const order = `${options.sortColumn} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}`;
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from storage.buckets
     where $1::text is null or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
     order by ${order}, id
     limit $2 offset $3`,
    [options.search || null, options.limit ?? null, options.offset ?? 0],
  );
  return rows.map(toBucket);
}

export interface NewBucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export async function insertBucket(q: Queryable, bucket: NewBucket): Promise<void> {
  await q.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
    [bucket.id, bucket.name, ownerUuid(bucket.owner), bucket.owner, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
  );
}

export interface BucketPatch {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Updates the given fields (undefined leaves a field as it is); false when no visible bucket matched. */
export async function updateBucket(q: Queryable, id: string, patch: BucketPatch): Promise<boolean> {
  const { rowCount } = await q.query(
    `update storage.buckets set
       public = case when $2 then $3 else public end,
       file_size_limit = case when $4 then $5 else file_size_limit end,
       allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end
     where id = $1`,
    [
      id,
      patch.public !== undefined,
      patch.public ?? false,
      patch.fileSizeLimit !== undefined,
      patch.fileSizeLimit ?? null,
      patch.allowedMimeTypes !== undefined,
      patch.allowedMimeTypes ?? null,
    ],
  );
  return rowCount > 0;
}

export async function deleteBucket(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('delete from storage.buckets where id = $1', [id]);
  return rowCount > 0;
}

export async function bucketHasObjects(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  return rows.length > 0;
}
