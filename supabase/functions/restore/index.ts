// restore: a backup archive (the request body) put back into the caller's journal. `?check=1`
// answers what it would do without writing. Rows go in as the caller, in ONE transaction, in the
// catalogue's order; the files go up first and are removed again if the rows cannot be written,
// so a failed restore leaves the journal as it was. See docs/backup.md.
import type { FunctionConfig, FunctionContext } from '../../../packages/server/src/functions/types.ts';
import {
  BackupArchiveError,
  backupIds,
  fileKey,
  isUuid,
  planRestore,
  readBackupEntries,
  summarizeRestore,
  type BackupContents,
  type RestorePlan,
} from '../../../packages/core/src/backup/index.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { idsTakenByOthers, ownIds, tableColumns, writeTable } from '../_shared/backup-tables.ts';
import { remappedId, sha256Of } from '../_shared/backup-ids.ts';
import { removeFiles, StorageFileError, uploadFile, type StorageCaller } from '../_shared/storage-files.ts';
import type { CallerDb } from '../../../packages/server/src/functions/types.ts';
import {
  dropUpload,
  receivePart,
  UPLOAD_LIMITS,
  uploadedArchive,
  UploadError,
  UploadsFullError,
} from './uploads.ts';
import { ArchiveTooLargeError, unpackArchive } from './unzip.ts';

export const config: FunctionConfig = { timeoutMs: 300_000 };

function checkFiles(contents: BackupContents): void {
  for (const file of contents.manifest.files) {
    const bytes = contents.files[fileKey(file)];
    if (file.sha256 !== undefined && (bytes === undefined || sha256Of(bytes) !== file.sha256))
      throw new BackupArchiveError('damaged', `The file ${file.path} in the backup is damaged.`);
  }
}

async function plan(db: CallerDb, contents: BackupContents, userId: string): Promise<RestorePlan> {
  const options = {
    userId,
    takenIds: await idsTakenByOthers(db, backupIds(contents)),
    existingOwnIds: [] as string[],
    newId: (oldId: string) => remappedId(userId, oldId),
  };
  // The ids as they will be written decide which rows the journal has already.
  const written = planRestore(contents, options).ids;
  return planRestore(contents, { ...options, existingOwnIds: await ownIds(db, written) });
}

/** The planned files that are not stored yet (a file already there stays as it is). */
async function newFiles(db: CallerDb, restore: RestorePlan): Promise<RestorePlan['files']> {
  if (restore.files.length === 0) return [];
  const { rows } = await db.query<{ key: string }>(
    `select o.bucket_id || '/' || o.name as key from storage.objects o
     where o.bucket_id = any($1::text[]) and o.name = any($2::text[])`,
    [[...new Set(restore.files.map((file) => file.bucket))], restore.files.map((file) => file.path)],
  );
  const stored = new Set(rows.map((row) => row.key));
  return restore.files.filter((file) => !stored.has(fileKey(file)));
}

async function removeAll(caller: StorageCaller, files: RestorePlan['files']): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const file of files) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.path]);
  for (const [bucket, paths] of byBucket) await removeFiles(caller, bucket, paths);
}

export default async function restore(req: Request, ctx: FunctionContext): Promise<Response> {
  if (req.method !== 'POST')
    return errorResponse(405, 'VALIDATION-010', 'Send the backup with POST.', req.method);
  if (ctx.userId === null || ctx.token === null)
    return errorResponse(401, 'AUTH-001', 'Please log in to continue using this feature.');
  const userId = ctx.userId;
  const url = new URL(req.url);

  // An archive over one request's limit comes in parts first (`?upload=<uuid>&part=<i>&parts=<n>`),
  // then `?upload=<uuid>` (with or without check) restores what was sent.
  const uploadId = url.searchParams.get('upload');
  if (uploadId !== null && !isUuid(uploadId))
    return errorResponse(400, 'VALIDATION-002', 'The upload id is not one this server gave out.');
  const part = url.searchParams.get('part');
  if (uploadId !== null && part !== null) {
    try {
      const bytes = new Uint8Array(await req.arrayBuffer());
      const parts = Number(url.searchParams.get('parts'));
      return json(await receivePart(ctx.db, UPLOAD_LIMITS, uploadId, Number(part), parts, bytes));
    } catch (error) {
      if (error instanceof UploadError) return errorResponse(400, 'VALIDATION-009', error.message);
      if (error instanceof UploadsFullError) {
        const busy = errorResponse(503, 'AUTH-005', error.message, 'uploads-full');
        busy.headers.set('retry-after', String(error.retryAfterSeconds));
        return busy;
      }
      throw error;
    }
  }
  const archive =
    uploadId === null ? new Uint8Array(await req.arrayBuffer()) : await uploadedArchive(ctx.db, uploadId);
  if (archive === null)
    return errorResponse(
      400,
      'STORAGE-009',
      'The backup was not received whole; send it again.',
      'incomplete-upload',
    );

  let contents: BackupContents;
  try {
    contents = readBackupEntries(await unpackArchive(archive));
    checkFiles(contents);
  } catch (error) {
    if (error instanceof ArchiveTooLargeError)
      return errorResponse(413, 'STORAGE-006', error.message, 'too-large-unpacked');
    if (error instanceof BackupArchiveError)
      return errorResponse(400, 'STORAGE-009', error.message, error.problem);
    throw error;
  }

  const restorePlan = await plan(ctx.db, contents, userId);
  const summary = summarizeRestore(restorePlan);
  const backup = {
    createdAt: contents.manifest.createdAt,
    server: contents.manifest.server,
    email: contents.manifest.user.email,
  };
  if (url.searchParams.get('check') === '1') return json({ restored: false, backup, ...summary });

  const caller: StorageCaller = {
    origin: url.origin,
    token: ctx.token,
    apiKey: req.headers.get('apikey'),
    signal: ctx.signal,
  };
  const uploads = await newFiles(ctx.db, restorePlan);
  const uploaded: RestorePlan['files'] = [];
  try {
    for (const file of uploads) {
      const bytes = contents.files[file.source];
      if (bytes === undefined)
        throw new BackupArchiveError('missing-file', `The file ${file.path} is missing.`);
      await uploadFile(caller, file, bytes);
      uploaded.push(file);
    }
    await ctx.db.transaction(async (tx) => {
      const columns = await tableColumns(tx);
      for (const table of restorePlan.tables) {
        try {
          await writeTable(tx, table, columns.get(table.name) ?? []);
        } catch (error) {
          throw new RestoreWriteError(table.name, error);
        }
      }
    });
  } catch (error) {
    await removeAll(caller, uploaded).catch((cleanup: unknown) => {
      ctx.log.error({ err: cleanup }, 'files of a failed restore could not be removed');
    });
    if (error instanceof RestoreWriteError) {
      ctx.log.warn({ table: error.table, err: error.cause }, 'restore refused by the database');
      return errorResponse(
        409,
        'DB-003',
        `The backup’s ${error.table.replaceAll('_', ' ')} could not be written; nothing was restored.`,
        error.cause instanceof Error ? error.cause.message : String(error.cause),
      );
    }
    if (error instanceof StorageFileError)
      return errorResponse(
        error.status === 413 ? 413 : 502,
        error.status === 413 ? 'STORAGE-006' : 'STORAGE-001',
        'A file of the backup could not be stored; nothing was restored.',
        error.message,
      );
    throw error;
  }
  if (uploadId !== null) await dropUpload(ctx.db, uploadId);
  return json({ restored: true, backup, ...summary, filesAdded: uploaded.length });
}

class RestoreWriteError extends Error {
  constructor(
    readonly table: string,
    cause: unknown,
  ) {
    super(`${table} could not be written`, { cause });
    this.name = 'RestoreWriteError';
  }
}
