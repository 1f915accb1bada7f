import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { PlatformContext } from '../context.ts';
import type { ObjectBytes } from './bytes.ts';
import { BlobStore } from './disk.ts';
import { ERRORS, StorageError } from './errors.ts';
import { bucketRoutes } from './routes/buckets.ts';
import { downloadRoutes } from './routes/download.ts';
import { objectRoutes } from './routes/objects.ts';
import { signRoutes } from './routes/sign.ts';
import { uploadRoutes } from './routes/upload.ts';
import { S3BlobStore } from './s3.ts';
import type { StorageContext } from './services/context.ts';
import { FILES_REMOVED_CHANNEL, releasedWhileAway, removeReleasedFiles } from './services/released.ts';
import { sweepOrphanFiles } from './services/sweep.ts';

const ORPHAN_GRACE_MS = 60 * 60 * 1000;

// Headers a download may have set before it failed; an error answer must not carry them.
const DOWNLOAD_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'etag',
  'last-modified',
  'cache-control',
  'accept-ranges',
];

function toStorageError(err: FastifyError | StorageError | Error): StorageError | undefined {
  if (err instanceof StorageError) return err;
  const fastifyError = err as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return ERRORS.entityTooLarge();
  }
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return ERRORS.invalidRequest(fastifyError.message);
  }
  return undefined;
}

function sendError(reply: FastifyReply, error: StorageError): FastifyReply {
  for (const header of DOWNLOAD_HEADERS) {
    if (header !== 'content-range' || error.code !== 'InvalidRange') reply.removeHeader(header);
  }
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(error.render());
}

/**
 * Where this server keeps object bytes: the storage folder, or the S3-compatible bucket the
 * configuration names (uploads then pass through the folder's `tmp/` on their way). Nothing is
 * touched until `init()`.
 */
export function objectBytesFor(config: ServerConfig, log?: FastifyBaseLogger): ObjectBytes {
  const folder = config.storageDir ?? join(config.dataDir, 'storage');
  if (config.s3) return new S3BlobStore(config.s3, join(folder, 'tmp'), log);
  return new BlobStore(folder);
}

/**
 * Object storage (storage/v1): buckets and objects with Supabase Storage's API, metadata in the
 * database, bytes in `blobs` (by default those the configuration names).
 */
export async function registerStorage(
  app: FastifyInstance,
  ctx: PlatformContext,
  blobs: ObjectBytes = objectBytesFor(ctx.config, ctx.log),
): Promise<void> {
  await blobs.init();
  ctx.onClose.push(async () => blobs.close?.());
  const storage: StorageContext = {
    db: ctx.db,
    keys: ctx.keys,
    blobs,
    fileSizeLimit: ctx.config.storageFileSizeLimit,
    log: ctx.log,
  };
  const swept = await sweepOrphanFiles(storage, ORPHAN_GRACE_MS).catch((err: unknown) => {
    ctx.log.warn({ err }, 'storage: could not sweep orphan files');
    return 0;
  });
  if (swept > 0) ctx.log.info({ swept }, 'storage: removed files no object pointed at');
  const unlisten = await ctx.db.listen(
    FILES_REMOVED_CHANNEL,
    (payload) => {
      removeReleasedFiles(storage, payload).catch((err: unknown) => {
        ctx.log.warn({ err }, 'storage: could not delete the files of removed objects');
      });
    },
    releasedWhileAway(storage, ORPHAN_GRACE_MS),
  );
  ctx.onClose.push(unlisten);

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const error = toStorageError(err);
    if (error) return sendError(reply, error);
    request.log.error({ err }, 'storage request failed');
    return sendError(reply, ERRORS.internal());
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, ERRORS.notFound(`Route ${request.method}:${request.url.split('?')[0]} not found`)),
  );

  // JSON bodies for everything but uploads.
  await app.register(async (scope) => {
    bucketRoutes(scope, storage);
    objectRoutes(scope, storage);
    signRoutes(scope, storage);
    downloadRoutes(scope, storage);
  });

  // Uploads stream their bodies to disk: multipart for Blob/File/FormData, anything else raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(multipart);
    uploadRoutes(scope, storage);
  });
}
