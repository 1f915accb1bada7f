// An archive larger than one request body (the functions take up to 10 MiB) arrives in parts and
// is kept here, in the server's memory, until it is restored or left too long. One upload per
// user at a time: starting another drops the first. Memory is bounded twice: per user (the parts
// of one upload) and across users (every upload held at once), and an upload nobody finishes is
// dropped by a timer, not only when someone calls again.

/** Below the functions' 10 MiB request limit, with room to spare. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_PARTS = 64;

export interface UploadLimits {
  partBytes: number;
  maxParts: number;
  /** Bytes held for every user together. */
  totalBytes: number;
  /** How long an upload is kept after its last part. */
  keptMs: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  partBytes: UPLOAD_PART_BYTES,
  maxParts: UPLOAD_MAX_PARTS,
  // Two of the largest archives at once.
  totalBytes: 2 * UPLOAD_MAX_PARTS * UPLOAD_PART_BYTES,
  keptMs: 30 * 60 * 1000,
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

interface Upload {
  id: string;
  parts: (Uint8Array | undefined)[];
  bytes: number;
  expiresAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

export interface UploadStore {
  /** Keeps one part; answers how many of the upload's parts have arrived. */
  receivePart(
    userId: string,
    uploadId: string,
    part: number,
    parts: number,
    bytes: Uint8Array,
    now: number,
  ): { received: number; parts: number };
  /** The whole archive of a complete upload; null when parts are missing or it was dropped. */
  uploadedArchive(userId: string, uploadId: string, now: number): Uint8Array | null;
  dropUpload(userId: string, uploadId: string): void;
  /** Bytes held for every user together. */
  heldBytes(): number;
}

export function createUploadStore(limits: UploadLimits): UploadStore {
  const uploads = new Map<string, Upload>();
  let held = 0;

  const drop = (userId: string): void => {
    const upload = uploads.get(userId);
    if (upload === undefined) return;
    clearTimeout(upload.timer);
    held -= upload.bytes;
    uploads.delete(userId);
  };
  const sweep = (now: number): void => {
    for (const [user, upload] of uploads) if (upload.expiresAt <= now) drop(user);
  };
  // The timer does not keep the process alive: a server that stops loses its parts anyway.
  const expireLater = (userId: string, upload: Upload): ReturnType<typeof setTimeout> => {
    const timer = setTimeout(() => {
      if (uploads.get(userId) === upload) drop(userId);
    }, limits.keptMs);
    timer.unref();
    return timer;
  };

  return {
    receivePart(userId, uploadId, part, parts, bytes, now) {
      sweep(now);
      if (!Number.isInteger(parts) || parts < 1 || parts > limits.maxParts)
        throw new UploadError(`A backup is sent in 1 to ${limits.maxParts} parts.`);
      if (!Number.isInteger(part) || part < 0 || part >= parts)
        throw new UploadError('This part is not one of the upload.');
      if (bytes.length === 0 || bytes.length > limits.partBytes)
        throw new UploadError(`A part holds 1 byte to ${limits.partBytes / 1_048_576} MiB.`);
      let upload = uploads.get(userId);
      if (upload === undefined || upload.id !== uploadId || upload.parts.length !== parts) {
        drop(userId);
        upload = undefined;
      }
      const replaced = upload?.parts[part]?.length ?? 0;
      if (held - replaced + bytes.length > limits.totalBytes) {
        const soonest = Math.min(...[...uploads.values()].map((other) => other.expiresAt));
        throw new UploadsFullError(Math.max(60, Math.ceil((soonest - now) / 1000)));
      }
      if (upload === undefined) {
        upload = {
          id: uploadId,
          parts: Array.from({ length: parts }, () => undefined),
          bytes: 0,
          expiresAt: 0,
        };
        uploads.set(userId, upload);
      }
      upload.parts[part] = bytes;
      upload.bytes += bytes.length - replaced;
      held += bytes.length - replaced;
      clearTimeout(upload.timer);
      upload.timer = expireLater(userId, upload);
      upload.expiresAt = now + limits.keptMs;
      return { received: upload.parts.filter((piece) => piece !== undefined).length, parts };
    },

    uploadedArchive(userId, uploadId, now) {
      sweep(now);
      const upload = uploads.get(userId);
      if (upload?.id !== uploadId) return null;
      const pieces = upload.parts.filter((piece): piece is Uint8Array => piece !== undefined);
      if (pieces.length !== upload.parts.length) return null;
      const whole = new Uint8Array(upload.bytes);
      let offset = 0;
      for (const piece of pieces) {
        whole.set(piece, offset);
        offset += piece.length;
      }
      return whole;
    },

    dropUpload(userId, uploadId) {
      if (uploads.get(userId)?.id === uploadId) drop(userId);
    },

    heldBytes: () => held,
  };
}
