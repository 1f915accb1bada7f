import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asCaller, type StorageContext } from '../services/context.ts';
import * as objects from '../services/objects.ts';
import { readForCaller, readObject, readPublic, renderInfo } from '../services/read.ts';
import { bucketParam, caller, objectParams, parseBody, upsertHeader } from './helpers.ts';

const listSchema = z.object({
  prefix: z.string().default(''),
  limit: z.coerce.number().int().min(1).default(100).transform((n) => Math.min(n, 1500)),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.string().default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

const transferSchema = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().nullish(),
});

const copySchema = transferSchema.extend({
  copyMetadata: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const removeSchema = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/** Listing, info, move, copy and removal of objects (StorageFileApi). */
export function objectRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/list/:bucket', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(listSchema, request.body);
    return objects.list(ctx, actor, bucketParam(request), body);
  });

  // info: /info/{bucket}/… reads like GET /object/{bucket}/… (public buckets open to anyone);
  // /info/authenticated/… always as the caller; /info/public/… only in public buckets.
  const info = (mode: 'caller' | 'authenticated' | 'public') => async (request: FastifyRequest) => {
    const { bucketId, name } = objectParams(request);
    if (mode === 'public') return renderInfo(await readPublic(ctx, bucketId, name));
    const who = await caller(ctx, request, mode === 'caller');
    const object =
      mode === 'caller' ? await readForCaller(ctx, who, bucketId, name) : await readObject(ctx, asCaller(who), bucketId, name);
    return renderInfo(object);
  };
  app.get('/object/info/:bucket/*', info('caller'));
  app.get('/object/info/authenticated/:bucket/*', info('authenticated'));
  app.get('/object/info/public/:bucket/*', info('public'));

  app.post('/object/move', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(transferSchema, request.body);
    await objects.move(ctx, actor, { ...body, destinationBucket: body.destinationBucket ?? undefined });
    return { message: 'Successfully moved' };
  });

  app.post('/object/copy', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(copySchema, request.body);
    const result = await objects.copy(ctx, actor, {
      ...body,
      destinationBucket: body.destinationBucket ?? undefined,
      upsert: upsertHeader(request),
      copyMetadata: body.copyMetadata ?? true,
      metadata: body.metadata ?? null,
    });
    return { Id: result.id, Key: result.key };
  });

  app.delete('/object/:bucket', async (request) => {
    const actor = asCaller(await caller(ctx, request));
    const body = parseBody(removeSchema, request.body);
    return objects.remove(ctx, actor, bucketParam(request), body.prefixes);
  });

  app.delete('/object/:bucket/*', async (request) => {
    const { bucketId, name } = objectParams(request);
    await objects.removeOne(ctx, asCaller(await caller(ctx, request)), bucketId, name);
    return { message: 'Successfully deleted' };
  });
}
