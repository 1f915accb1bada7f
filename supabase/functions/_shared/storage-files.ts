// The caller's files, fetched and stored through the storage API with their own token, so the
// storage's row-level security decides exactly as it does for the app.
export interface StorageCaller {
  /** The server's origin, e.g. https://journal.example. */
  origin: string;
  token: string;
  apiKey: string | null;
  signal: AbortSignal;
}

const objectUrl = (caller: StorageCaller, bucket: string, path: string) =>
  `${caller.origin}/storage/v1/object/${encodeURIComponent(bucket)}/${path.split('/').map(encodeURIComponent).join('/')}`;

function headers(caller: StorageCaller, extra: Record<string, string> = {}): Headers {
  const result = new Headers({ authorization: `Bearer ${caller.token}`, ...extra });
  if (caller.apiKey !== null) result.set('apikey', caller.apiKey);
  return result;
}

export class StorageFileError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StorageFileError';
  }
}

export async function downloadFile(caller: StorageCaller, bucket: string, path: string): Promise<Uint8Array> {
  const response = await fetch(objectUrl(caller, bucket, path), {
    headers: headers(caller),
    signal: caller.signal,
  });
  if (!response.ok) throw new StorageFileError(response.status, `${bucket}/${path} could not be read`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function uploadFile(
  caller: StorageCaller,
  file: { bucket: string; path: string; contentType?: string },
  bytes: Uint8Array,
): Promise<void> {
  const response = await fetch(objectUrl(caller, file.bucket, file.path), {
    method: 'POST',
    headers: headers(caller, {
      'content-type': file.contentType ?? 'application/octet-stream',
      'x-upsert': 'true',
    }),
    // A copy typed on a plain ArrayBuffer, as fetch's body wants.
    body: new Uint8Array(bytes),
    signal: caller.signal,
  });
  if (!response.ok)
    throw new StorageFileError(response.status, `${file.bucket}/${file.path} could not be stored`);
}

export async function removeFiles(
  caller: StorageCaller,
  bucket: string,
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) return;
  const response = await fetch(`${caller.origin}/storage/v1/object/${encodeURIComponent(bucket)}`, {
    method: 'DELETE',
    headers: headers(caller, { 'content-type': 'application/json' }),
    body: JSON.stringify({ prefixes: paths }),
  });
  if (!response.ok) throw new StorageFileError(response.status, `files of ${bucket} could not be removed`);
}
