import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectBytes, OpenedFile } from '../bytes.ts';
import { ERRORS } from '../errors.ts';
import type { StoredObject } from '../repository/objects.ts';

interface Range {
  start: number;
  end: number;
}

/** A single `bytes=` range; null when absent or not one range, 'unsatisfiable' when out of bounds. */
export function parseRange(header: string | undefined, size: number): Range | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(download: string, objectName: string): string {
  const filename = download || objectName.split('/').pop() || 'download';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  }
  const since = request.headers['if-modified-since'];
  if (typeof since === 'string') {
    const time = Date.parse(since);
    return Number.isFinite(time) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
  }
  return false;
}

/**
 * Answers a download with the stored bytes and headers (type, length, cache-control, ETag,
 * Last-Modified, ranges, conditional requests). `load` is called again once if the file was
 * replaced between reading the row and opening it.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ObjectBytes,
  load: () => Promise<StoredObject>,
  options: { download?: string } = {},
): Promise<FastifyReply> {
  let object = await load();
  let file: OpenedFile | undefined = object.version ? await blobs.open(object.version) : undefined;
  if (!file) {
    object = await load();
    file = object.version ? await blobs.open(object.version) : undefined;
  }
  if (!file) throw ERRORS.noSuchKey();

  try {
    const { size } = file;
    const metadata = object.metadata;
    const etag = metadata?.eTag || `"${object.version}"`;
    const lastModified = object.updated_at;
    reply
      .header('content-type', metadata?.mimetype || 'application/octet-stream')
      .header('cache-control', metadata?.cacheControl || 'no-cache')
      .header('etag', etag)
      .header('last-modified', lastModified.toUTCString())
      .header('accept-ranges', 'bytes');
    if (options.download !== undefined) reply.header('content-disposition', contentDisposition(options.download, object.name));

    if (notModified(request, etag, lastModified)) {
      await file.close();
      return reply.code(304).send();
    }
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      await file.close();
      reply.header('content-range', `bytes */${size}`);
      throw ERRORS.invalidRange();
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const length = size === 0 ? 0 : end - start + 1;
    reply.header('content-length', String(length));
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);

    if (request.method === 'HEAD' || length === 0) {
      await file.close();
      return reply.send();
    }
    return reply.send(await file.read({ start, end }));
  } catch (err) {
    await file.close().catch(() => undefined);
    throw err;
  }
}
