import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from '../services/context.ts';
import { mustBeValidExpiry, signDownload, signDownloads, signUpload } from '../services/signing.ts';
import { bucketParam, caller, objectParams, parseBody, upsertHeader } from './helpers.ts';

const signSchema = z.object({ expiresIn: z.unknown() });
const signManySchema = z.object({ expiresIn: z.unknown(), paths: z.array(z.string()).min(1).max(1000) });

/** Creating signed download and upload URLs. */
export function signRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/sign/:bucket/*', async (request) => {
    const who = await caller(ctx, request);
    const { bucketId, name } = objectParams(request);
    const body = parseBody(signSchema, request.body);
    const signedURL = await signDownload(ctx, who, bucketId, name, mustBeValidExpiry(body.expiresIn));
    return { signedURL };
  });

  app.post('/object/sign/:bucket', async (request) => {
    const who = await caller(ctx, request);
    const body = parseBody(signManySchema, request.body);
    return signDownloads(ctx, who, bucketParam(request), body.paths, mustBeValidExpiry(body.expiresIn));
  });

  app.post('/object/upload/sign/:bucket/*', async (request) => {
    const who = await caller(ctx, request);
    const { bucketId, name } = objectParams(request);
    return signUpload(ctx, who, bucketId, name, upsertHeader(request));
  });
}
