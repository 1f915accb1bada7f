// An archive larger than one request body (the functions take up to 10 MiB) arrives in parts. The
// parts wait in the database (journal.restore_upload_parts, 20260118000100), not in this process's
// memory: behind a load balancer each part and the call that restores them may reach another
// server process. One upload per user at a time: starting another drops the first. Bytes held are
// bounded per user (the parts of one upload) and across users; an upload is kept 30 minutes after
// its last part, by the database's clock, and cleared by the next part anyone sends.
import type { CallerDb } from '../../../packages/server/src/functions/types.ts';

/** Below the functions' 10 MiB request limit, with room to spare. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_PARTS = 64;

export interface UploadLimits {
  partBytes: number;
  maxParts: number;
  /** Bytes held for every user together (the database allows no more than the default). */
  totalBytes: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  partBytes: UPLOAD_PART_BYTES,
  maxParts: UPLOAD_MAX_PARTS,
  // Two of the largest archives at once.
  totalBytes: 2 * UPLOAD_MAX_PARTS * UPLOAD_PART_BYTES,
};

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The server holds as many parts as it may; `retryAfterSeconds` says when room is sure to free up. */
export class UploadsFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `The server is holding as many backups as it can right now; send this one again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
    this.name = 'UploadsFullError';
  }
}

/** Database access as the signed-in caller: the parts are theirs by `auth.uid()`. */
export type CallerQueries = Pick<CallerDb, 'query'>;

/** Keeps one part; answers how many of the upload's parts have arrived. */
export async function receivePart(
  db: CallerQueries,
  limits: UploadLimits,
  uploadId: string,
  part: number,
  parts: number,
  bytes: Uint8Array,
): Promise<{ received: number; parts: number }> {
  if (!Number.isInteger(parts) || parts < 1 || parts > limits.maxParts)
    throw new UploadError(`A backup is sent in 1 to ${limits.maxParts} parts.`);
  if (!Number.isInteger(part) || part < 0 || part >= parts)
    throw new UploadError('This part is not one of the upload.');
  if (bytes.length === 0 || bytes.length > limits.partBytes)
    throw new UploadError(`A part holds 1 byte to ${limits.partBytes / 1_048_576} MiB.`);
  const { rows } = await db.query<{ received: number | null; retry_after: number | null }>(
    'select received, retry_after from journal.restore_upload_put($1, $2, $3, $4::bytea, $5)',
    [uploadId, part, parts, bytes, limits.totalBytes],
  );
  const answer = rows[0];
  if (answer?.received == null) throw new UploadsFullError(answer?.retry_after ?? 60);
  return { received: answer.received, parts };
}

/** The whole archive of a complete upload; null when parts are missing or it was dropped. */
export async function uploadedArchive(db: CallerQueries, uploadId: string): Promise<Uint8Array | null> {
  const { rows } = await db.query<{ bytes: Uint8Array }>(
    'select bytes from journal.restore_upload_parts($1) as bytes',
    [uploadId],
  );
  if (rows.length === 0) return null;
  const whole = new Uint8Array(rows.reduce((sum, row) => sum + row.bytes.length, 0));
  let offset = 0;
  for (const { bytes } of rows) {
    whole.set(bytes, offset);
    offset += bytes.length;
  }
  return whole;
}

export async function dropUpload(db: CallerQueries, uploadId: string): Promise<void> {
  await db.query('select journal.restore_upload_drop($1)', [uploadId]);
}
