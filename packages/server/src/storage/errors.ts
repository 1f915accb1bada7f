import { isDbError } from '../db/index.ts';

/**
 * A storage error as Supabase Storage renders it: body `{statusCode, code, error, message}` where
 * `statusCode` is the status as a string. The HTTP status is 400 for every such error except 500
 * (Storage's `userStatusCode` quirk), unless `httpStatus` says otherwise.
 */
export class StorageError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly error: string = code,
    httpStatus?: number,
  ) {
    super(message);
    this.name = 'StorageError';
    this.httpStatus = httpStatus ?? (statusCode === 500 ? 500 : 400);
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () => new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'Access denied') => new StorageError('AccessDenied', 403, message, 'Unauthorized'),
  rlsViolation: () =>
    new StorageError('AccessDenied', 403, 'new row violates row-level security policy', 'Unauthorized'),
  entityTooLarge: (entity = 'object') =>
    new StorageError('EntityTooLarge', 413, `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError('InvalidJWT', 400, message),
  invalidSignature: (message = 'The url do not match the signature') =>
    new StorageError('InvalidSignature', 400, message),
  expiredSignature: () => new StorageError('ExpiredToken', 400, 'The provided token has expired.'),
  invalidRange: () => new StorageError('InvalidRange', 416, 'invalid range provided', 'invalid_range', 416),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  invalidFileSizeLimit: () =>
    new StorageError('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  notFound: (message: string) => new StorageError('NotFound', 404, message, 'Not Found', 404),
  internal: () => new StorageError('InternalError', 500, 'Internal server error', 'Internal'),
  objectStoreUnavailable: () =>
    new StorageError('S3Error', 503, 'The object store is unavailable; try again shortly', 'Service Unavailable', 503),
};

/** Maps a database error (SQLSTATE) onto the storage error Supabase answers with; undefined when none fits. */
export function fromDbError(err: unknown, duplicate: () => StorageError = ERRORS.resourceAlreadyExists): StorageError | undefined {
  if (!isDbError(err)) return undefined;
  switch (err.code) {
    case '42501':
      return /row-level security/i.test(err.message) ? ERRORS.rlsViolation() : ERRORS.accessDenied(err.message);
    case '23505':
      return duplicate();
    case '23503':
      return new StorageError('InvalidRequest', 404, 'The related resource does not exist');
    case '57014':
      return new StorageError('DatabaseTimeout', 544, 'The connection to the database timed out', 'DatabaseTimeout', 544);
    default:
      return undefined;
  }
}

/** Rethrows a database error as its storage error, or as it is. */
export function rethrowDb(err: unknown, duplicate?: () => StorageError): never {
  throw fromDbError(err, duplicate) ?? err;
}
