import type { FastifyInstance } from 'fastify';
import { uploadSource } from '../body.ts';
import { asCaller, asSystem, type StorageContext } from '../services/context.ts';
import { verifySignedToken } from '../services/signing.ts';
import { uploadObject } from '../services/upload.ts';
import { caller, objectParams, queryString, upsertHeader } from './helpers.ts';

/**
 * Uploads: POST creates (x-upsert: true replaces), PUT replaces or creates, and PUT with a signed
 * upload token writes the one object the token names. Bodies are multipart or raw and stream to disk.
 */
export function uploadRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/:bucket/*', async (request) => {
    const source = uploadSource(request);
    try {
      const actor = asCaller(await caller(ctx, request));
      const { bucketId, name } = objectParams(request);
      const result = await uploadObject(ctx, actor, { bucketId, name, upsert: upsertHeader(request), source });
      return { Id: result.id, Key: result.key };
    } catch (err) {
      source.drain();
      throw err;
    }
  });

  app.put('/object/:bucket/*', async (request) => {
    const source = uploadSource(request);
    try {
      const actor = asCaller(await caller(ctx, request));
      const { bucketId, name } = objectParams(request);
      const result = await uploadObject(ctx, actor, { bucketId, name, upsert: true, source });
      return { Id: result.id, Key: result.key };
    } catch (err) {
      source.drain();
      throw err;
    }
  });

  app.put('/object/upload/sign/:bucket/*', async (request) => {
    const source = uploadSource(request);
    try {
      const { bucketId, name } = objectParams(request);
      const token = await verifySignedToken(ctx, queryString(request, 'token'), 'upload', bucketId, name);
      const result = await uploadObject(ctx, asSystem(token.owner ?? null), {
        bucketId,
        name,
        upsert: token.upsert === true,
        source,
      });
      return { Id: result.id, Key: result.key };
    } catch (err) {
      source.drain();
      throw err;
    }
  });
}
