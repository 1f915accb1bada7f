import { ERRORS } from './errors.ts';

const MAX_KEY_BYTES = 1024;
// C0 and C1 control characters, DEL, backslash, non-characters and unpaired surrogates.
const FORBIDDEN_KEY_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\ufffe\uffff\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * An object name must be a relative path of non-empty segments: no `.` or `..` segment, no leading
 * or doubled slash, no backslash, NUL or control character. Anything else is InvalidKey, as
 * Supabase answers for keys it refuses.
 */
export function isValidObjectName(name: string): boolean {
  if (!name || Buffer.byteLength(name, 'utf8') > MAX_KEY_BYTES) return false;
  if (FORBIDDEN_KEY_CHARS.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function mustBeValidObjectName(name: string | undefined): string {
  if (name === undefined || !isValidObjectName(name)) throw ERRORS.invalidKey(name ?? '');
  return name;
}

// Supabase's bucket-name alphabet (S3-safe characters), 1-100 characters.
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;

export function isValidBucketName(name: string): boolean {
  return name.length <= 100 && BUCKET_NAME.test(name) && name !== '.' && name !== '..' && name.trim() === name;
}

export function mustBeValidBucketName(name: string | undefined): string {
  if (name === undefined || !isValidBucketName(name)) throw ERRORS.invalidBucketName();
  return name;
}

const MIME = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;
const MIME_PATTERN = /^[a-z0-9!#$&^_.+-]+\/([a-z0-9!#$&^_.+-]+|\*)$/i;

/** The bare `type/subtype` of a Content-Type, lower-cased; undefined when malformed. */
export function bareMimeType(contentType: string | undefined): string | undefined {
  const bare = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME.test(bare) ? bare : undefined;
}

export function isValidMimePattern(pattern: string): boolean {
  return MIME_PATTERN.test(pattern);
}

/** Whether a bucket's allowed list (exact types or `type/*` wildcards) admits this content type. */
export function mimeTypeAllowed(allowed: readonly string[] | null | undefined, contentType: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const bare = bareMimeType(contentType);
  if (!bare) return false;
  const [type] = bare.split('/');
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === bare || p === '*/*' || p === '*') return true;
    return p.endsWith('/*') && p.slice(0, -2) === type;
  });
}

/** `3600` or `max-age=3600` -> a Cache-Control value safe to echo in a header. */
export function normalizeCacheControl(value: string | undefined, fallback = 'max-age=3600'): string {
  const v = (value ?? '').trim();
  if (!v) return fallback;
  if (/^\d+$/.test(v)) return `max-age=${v}`;
  return /^[\x20-\x7e]{1,200}$/.test(v) ? v : fallback;
}

/** A bucket's file_size_limit as bytes: a number, or a string like `20MB`, `30KB`, `3B` (decimal units). */
export function parseFileSizeLimit(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw ERRORS.invalidFileSizeLimit();
    return Math.floor(value);
  }
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(trimmed);
  if (!match) throw ERRORS.invalidFileSizeLimit();
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit === 'gb' ? 1e9 : unit === 'mb' ? 1e6 : unit === 'kb' ? 1e3 : 1;
  return Math.floor(amount * factor);
}
