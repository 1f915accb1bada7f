import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoredObject } from '../repository/objects.ts';
import { asCaller, asSystem, type StorageContext } from '../services/context.ts';
import { readForCaller, readObject, readPublic } from '../services/read.ts';
import { verifySignedToken } from '../services/signing.ts';
import { caller, objectParams, queryString } from './helpers.ts';
import { sendObject } from './send-object.ts';

type Loader = (ctx: StorageContext, request: FastifyRequest) => Promise<() => Promise<StoredObject>>;

/** Downloads (GET) and their headers alone (HEAD), for every way of addressing an object. */
export function downloadRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const serve = (loader: Loader) => async (request: FastifyRequest, reply: FastifyReply) => {
    const load = await loader(ctx, request);
    return sendObject(request, reply, ctx.blobs, load, { download: queryString(request, 'download') });
  };
  const route = (url: string, loader: Loader) =>
    app.route({ method: ['GET', 'HEAD'], url, exposeHeadRoute: false, handler: serve(loader) });

  // Public buckets answer anyone; private ones need credentials and RLS (Storage's GET /object/…).
  route('/object/:bucket/*', async (c, request) => {
    const who = await caller(c, request, true);
    const { bucketId, name } = objectParams(request);
    return () => readForCaller(c, who, bucketId, name);
  });
  route('/object/authenticated/:bucket/*', async (c, request) => {
    const who = await caller(c, request);
    const { bucketId, name } = objectParams(request);
    return () => readObject(c, asCaller(who), bucketId, name);
  });
  route('/object/public/:bucket/*', async (c, request) => {
    const { bucketId, name } = objectParams(request);
    return () => readPublic(c, bucketId, name);
  });
  // A signed URL needs only its token, which names the one object it opens.
  route('/object/sign/:bucket/*', async (c, request) => {
    const { bucketId, name } = objectParams(request);
    await verifySignedToken(c, queryString(request, 'token'), 'download', bucketId, name);
    return () => readObject(c, asSystem(), bucketId, name);
  });
}
