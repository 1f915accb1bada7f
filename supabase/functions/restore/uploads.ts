// An archive larger than one request body (the functions take up to 10 MiB) arrives in parts and
// is kept here, in the server's memory, until it is restored or left too long. One upload per
// user at a time: starting another drops the first.

/** Below the functions' 10 MiB request limit, with room to spare. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_PARTS = 64;
const KEPT_MS = 30 * 60 * 1000;

interface Upload {
  id: string;
  parts: (Uint8Array | undefined)[];
  expiresAt: number;
}

const uploads = new Map<string, Upload>();

function sweep(now: number): void {
  for (const [user, upload] of uploads) if (upload.expiresAt <= now) uploads.delete(user);
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Keeps one part; answers how many of the upload's parts have arrived. */
export function receivePart(
  userId: string,
  uploadId: string,
  part: number,
  parts: number,
  bytes: Uint8Array,
  now: number,
): { received: number; parts: number } {
  sweep(now);
  if (!Number.isInteger(parts) || parts < 1 || parts > UPLOAD_MAX_PARTS)
    throw new UploadError(`A backup is sent in 1 to ${UPLOAD_MAX_PARTS} parts.`);
  if (!Number.isInteger(part) || part < 0 || part >= parts)
    throw new UploadError('This part is not one of the upload.');
  if (bytes.length === 0 || bytes.length > UPLOAD_PART_BYTES)
    throw new UploadError(`A part holds 1 byte to ${UPLOAD_PART_BYTES / 1_048_576} MiB.`);
  let upload = uploads.get(userId);
  if (upload === undefined || upload.id !== uploadId || upload.parts.length !== parts) {
    upload = { id: uploadId, parts: Array.from({ length: parts }, () => undefined), expiresAt: 0 };
    uploads.set(userId, upload);
  }
  upload.parts[part] = bytes;
  upload.expiresAt = now + KEPT_MS;
  return { received: upload.parts.filter((piece) => piece !== undefined).length, parts };
}

/** The whole archive of a complete upload; null when parts are missing or it was dropped. */
export function uploadedArchive(userId: string, uploadId: string, now: number): Uint8Array | null {
  sweep(now);
  const upload = uploads.get(userId);
  if (upload?.id !== uploadId) return null;
  const pieces = upload.parts.filter((piece): piece is Uint8Array => piece !== undefined);
  if (pieces.length !== upload.parts.length) return null;
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}

export function dropUpload(userId: string, uploadId: string): void {
  if (uploads.get(userId)?.id === uploadId) uploads.delete(userId);
}
