// The backup and restore functions, called with the signed-in trader's token. Plain fetch and XHR
// rather than functions.invoke: the archive is bytes both ways, and the progress bars need the
// download's and the upload's byte counts.
import { z } from 'zod';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import type { RestoreSummary } from './backup-summary';

export interface Transfer {
  loaded: number;
  /** Null while the size is not known. */
  total: number | null;
}

const refusal = z.object({ code: z.string(), message: z.string(), details: z.string().optional() });

const summary = z.object({
  restored: z.boolean(),
  remapped: z.boolean(),
  files: z.number(),
  filesAdded: z.number().optional(),
  tables: z.array(z.object({ name: z.string(), add: z.number(), existing: z.number() })),
  backup: z.object({ createdAt: z.string(), server: z.string(), email: z.string().nullable() }),
});

async function caller(): Promise<{ url: string; token: string; anonKey: string }> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined) throw Object.assign(new Error('Please log in to continue.'), { code: 'AUTH-001' });
  const config = getAppConfig();
  return { url: `${config.url.replace(/\/$/, '')}/functions/v1`, token, anonKey: config.anonKey };
}

/** The server's refusal as an error the catalogue classifies by its code. */
function refused(status: number, text: string): Error {
  try {
    const body = refusal.safeParse(JSON.parse(text));
    if (body.success) return Object.assign(new Error(body.data.message), { code: body.data.code, status });
  } catch {
    // not JSON: the status says enough
  }
  return Object.assign(new Error(`The server answered ${status}.`), { status });
}

/** Today's date on this device, for the file's name. */
export function backupFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `edgelog-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

/** The archive as it arrives; an abort through `signal` stops the transfer and rejects. */
export async function downloadBackup(
  onProgress: (transfer: Transfer) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const { url, token, anonKey } = await caller();
  const response = await fetch(`${url}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, apikey: anonKey },
    signal,
  });
  if (!response.ok) throw refused(response.status, await response.text());
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (response.body === null) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress({ loaded, total });
  }
  signal?.throwIfAborted();
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}

/** Parts below the functions' 10 MiB request limit; the server keeps up to 64 of them. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 64 * UPLOAD_PART_BYTES;

function post(
  path: string,
  body: Blob | null,
  onProgress?: (loaded: number, total: number | null) => void,
): Promise<{ status: number; body: string }> {
  return caller().then(
    ({ url, token, anonKey }) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${url}/${path}`);
        request.setRequestHeader('authorization', `Bearer ${token}`);
        request.setRequestHeader('apikey', anonKey);
        request.setRequestHeader('content-type', 'application/zip');
        request.upload.onprogress = (event) =>
          onProgress?.(event.loaded, event.lengthComputable ? event.total : null);
        request.onload = () => resolve({ status: request.status, body: request.responseText });
        request.onerror = () =>
          reject(Object.assign(new Error('The server could not be reached.'), { code: 'NETWORK-001' }));
        request.send(body);
      }),
  );
}

/** Sends the archive in parts; answers the upload's id, which the plan and the restore name. */
export async function uploadBackup(file: Blob, onProgress: (transfer: Transfer) => void): Promise<string> {
  const upload = crypto.randomUUID();
  const parts = Math.max(1, Math.ceil(file.size / UPLOAD_PART_BYTES));
  for (let part = 0; part < parts; part += 1) {
    const start = part * UPLOAD_PART_BYTES;
    const piece = file.slice(start, Math.min(file.size, start + UPLOAD_PART_BYTES));
    const answer = await post(`restore?upload=${upload}&part=${part}&parts=${parts}`, piece, (loaded) =>
      onProgress({ loaded: start + loaded, total: file.size }),
    );
    if (answer.status !== 200) throw refused(answer.status, answer.body);
  }
  onProgress({ loaded: file.size, total: file.size });
  return upload;
}

/** What restoring the sent archive would do (`check`), or the restore itself. */
export async function restoreUpload(upload: string, options: { check: boolean }): Promise<RestoreSummary> {
  const answer = await post(`restore?upload=${upload}${options.check ? '&check=1' : ''}`, null);
  if (answer.status !== 200) throw refused(answer.status, answer.body);
  return summary.parse(JSON.parse(answer.body));
}
