// backup: the caller's whole journal as one zip archive — every catalogue table (read in one
// snapshot, as the caller) and the files under their folder in the product's buckets. The format
// is docs/backup.md; core's readBackupArchive reads it back.
import type { FunctionConfig, FunctionContext } from '../../../packages/server/src/functions/types.ts';
import {
  BACKUP_BUCKETS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileKey,
  isBackupBucket,
  writeBackupArchive,
  type BackupFileEntry,
  type BackupManifest,
} from '../../../packages/core/src/backup/index.ts';
import { errorResponse } from '../_shared/http.ts';
import { readJournal } from '../_shared/backup-tables.ts';
import { sha256Of } from '../_shared/backup-ids.ts';
import { downloadFile } from '../_shared/storage-files.ts';

export const config: FunctionConfig = { timeoutMs: 300_000 };

export default async function backup(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST')
    return errorResponse(405, 'VALIDATION-010', 'Ask for a backup with GET or POST.', req.method);
  if (ctx.userId === null || ctx.token === null)
    return errorResponse(401, 'AUTH-001', 'Please log in to continue using this feature.');

  const now = new Date();
  const userId = ctx.userId;
  const snapshot = await readJournal(ctx.db, userId, BACKUP_BUCKETS);
  const caller = {
    origin: new URL(req.url).origin,
    token: ctx.token,
    apiKey: req.headers.get('apikey'),
    signal: ctx.signal,
  };

  const files: BackupFileEntry[] = [];
  const bytes: Record<string, Uint8Array> = {};
  for (const object of snapshot.files) {
    if (!isBackupBucket(object.bucket)) continue;
    const data = await downloadFile(caller, object.bucket, object.path);
    const entry: BackupFileEntry = {
      bucket: object.bucket,
      path: object.path,
      size: data.length,
      sha256: sha256Of(data),
      ...(object.contentType === null ? {} : { contentType: object.contentType }),
    };
    files.push(entry);
    bytes[fileKey(entry)] = data;
  }

  const email = typeof ctx.claims.email === 'string' ? ctx.claims.email : null;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    server: caller.origin,
    user: { id: userId, email },
    tables: Object.fromEntries(Object.entries(snapshot.tables).map(([name, rows]) => [name, rows.length])),
    files,
  };
  const archive = writeBackupArchive({ manifest, tables: snapshot.tables, files: bytes });
  const day = now.toISOString().slice(0, 10);
  return new Response(new Uint8Array(archive), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="edgelog-backup-${day}.zip"`,
      'cache-control': 'no-store',
    },
  });
}
