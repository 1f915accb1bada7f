import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asCaller, type StorageContext } from '../services/context.ts';
import * as buckets from '../services/buckets.ts';
import { bucketParam, caller, parseBody } from './helpers.ts';

const sizeLimit = z.union([z.number(), z.string()]).nullable().optional();
const mimeTypes = z.array(z.string()).nullable().optional();

const createSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeTypes,
  type: z.enum(['STANDARD']).optional(),
});

const updateSchema = z.object({
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeTypes,
});

const listQuery = z.object({
  limit: z.coerce.number().int().min(0).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

/** Bucket management (StorageBucketApi). */
export function bucketRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.get('/bucket', async (request) => {
    const options = parseBody(listQuery, request.query);
    return buckets.listBuckets(ctx, asCaller(await caller(ctx, request)), options);
  });

  app.get('/bucket/:bucket', async (request) => {
    return buckets.getBucket(ctx, asCaller(await caller(ctx, request)), bucketParam(request));
  });

  app.post('/bucket', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(createSchema, request.body);
    const id = body.id ?? body.name;
    await buckets.createBucket(ctx, actor, id, body.name, {
      public: body.public,
      fileSizeLimit: body.file_size_limit,
      allowedMimeTypes: body.allowed_mime_types,
    });
    return { name: id };
  });

  app.put('/bucket/:bucket', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(updateSchema, request.body);
    await buckets.updateBucket(ctx, actor, bucketParam(request), {
      public: body.public,
      fileSizeLimit: body.file_size_limit,
      allowedMimeTypes: body.allowed_mime_types,
    });
    return { message: 'Successfully updated' };
  });

  app.delete('/bucket/:bucket', async (request) => {
    await buckets.deleteBucket(ctx, asCaller(await caller(ctx, request)), bucketParam(request));
    return { message: 'Successfully deleted' };
  });

  app.post('/bucket/:bucket/empty', async (request) => {
    await buckets.emptyBucket(ctx, asCaller(await caller(ctx, request)), bucketParam(request));
    return { message: 'Successfully emptied' };
  });
}
