import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ERRORS } from './errors.ts';
import { bareMimeType, normalizeCacheControl } from './names.ts';

/** An upload's bytes and the options that came with them. */
export interface UploadBody {
  stream: Readable;
  /** The full Content-Type as sent (e.g. `text/plain;charset=UTF-8`), or octet-stream. */
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Opens the request's upload body; `drain()` reads and discards what is left after a refusal. */
export interface UploadSource {
  /** A raw body's declared length (multipart bodies are counted as they stream). */
  declaredLength: number | undefined;
  open(limit: number): Promise<UploadBody>;
  drain(): void;
}

const MULTIPART_FIELD_LIMIT = 64 * 1024;

function safeContentType(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (bareMimeType(v) && /^[\x20-\x7e]{1,255}$/.test(v)) return v;
  return 'application/octet-stream';
}

function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata: not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw ERRORS.invalidRequest('Invalid metadata: must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name];
  if (field && typeof field === 'object' && 'type' in field && field.type === 'field' && 'value' in field) {
    return typeof field.value === 'string' ? field.value : undefined;
  }
  return undefined;
}

function multipartSource(request: FastifyRequest): UploadSource {
  let file: Readable | undefined;
  return {
    declaredLength: undefined,
    async open(limit) {
      // supabase-js sends cacheControl/metadata fields first, then the file under an empty name.
      const part = await request.file({
        limits: { fileSize: limit + 1, fieldSize: MULTIPART_FIELD_LIMIT, fields: 20, files: 1, parts: 30 },
        throwFileSizeLimit: false,
      });
      if (!part) throw ERRORS.noContent();
      file = part.file;
      const fields = part.fields as Record<string, unknown>;
      return {
        stream: part.file,
        contentType: safeContentType(part.mimetype),
        cacheControl: normalizeCacheControl(fieldValue(fields, 'cacheControl')),
        userMetadata: parseMetadata(fieldValue(fields, 'metadata')),
      };
    },
    drain() {
      if (file && !file.readableEnded) file.resume();
      else if (!request.raw.readableEnded) request.raw.resume();
    },
  };
}

function rawSource(request: FastifyRequest): UploadSource {
  const length = Number(request.headers['content-length']);
  return {
    declaredLength: Number.isFinite(length) ? length : undefined,
    async open() {
      const header = request.headers['x-metadata'];
      const metadata = typeof header === 'string' && header ? Buffer.from(header, 'base64').toString('utf8') : undefined;
      const cacheControl = request.headers['cache-control'];
      return {
        stream: request.raw,
        contentType: safeContentType(request.headers['content-type']),
        cacheControl: normalizeCacheControl(typeof cacheControl === 'string' ? cacheControl : undefined),
        userMetadata: parseMetadata(metadata),
      };
    },
    drain() {
      if (!request.raw.readableEnded) request.raw.resume();
    },
  };
}

/** Multipart/form-data (Blob, File and FormData uploads) or a raw body (anything else). */
export function uploadSource(request: FastifyRequest): UploadSource {
  return request.isMultipart() ? multipartSource(request) : rawSource(request);
}
