// The backup archive: a zip with manifest.json, tables/<name>.json (a JSON array of the table's
// rows, numeric columns as decimal strings so no digit is lost) and files/<bucket>/<path>.
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped, type Zippable } from 'fflate';
import { backupTable, isBackupBucket, type BackupBucket } from './catalogue.ts';

export const BACKUP_FORMAT = 'edgelog-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupValue = string | number | boolean | null | BackupValue[] | { [key: string]: BackupValue };
export type BackupRow = Record<string, BackupValue>;

export interface BackupFileEntry {
  bucket: BackupBucket;
  /** The object's name in its bucket, starting with the owner's user id. */
  path: string;
  size: number;
  contentType?: string;
  sha256?: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The origin of the server the backup was taken from. */
  server: string;
  user: { id: string; email: string | null };
  tables: Record<string, number>;
  files: BackupFileEntry[];
}

export interface BackupContents {
  manifest: BackupManifest;
  tables: Record<string, BackupRow[]>;
  /** File bytes by `<bucket>/<path>`. */
  files: Record<string, Uint8Array>;
}

export type BackupArchiveProblem =
  | 'not-zip'
  | 'no-manifest'
  | 'other-format'
  | 'newer-version'
  | 'unknown-table'
  | 'missing-id'
  | 'missing-file'
  | 'damaged';

/** Why an archive cannot be restored; `message` is written for the trader. */
export class BackupArchiveError extends Error {
  constructor(
    readonly problem: BackupArchiveProblem,
    message: string,
  ) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

export const fileKey = (file: { bucket: string; path: string }): string => `${file.bucket}/${file.path}`;

export function writeBackupArchive(contents: BackupContents): Uint8Array {
  const entries: Zippable = { 'manifest.json': strToU8(JSON.stringify(contents.manifest, null, 2)) };
  for (const [name, rows] of Object.entries(contents.tables)) {
    entries[`tables/${name}.json`] = strToU8(JSON.stringify(rows));
  }
  for (const file of contents.manifest.files) {
    const bytes = contents.files[fileKey(file)];
    if (bytes === undefined)
      throw new BackupArchiveError('missing-file', `The file ${fileKey(file)} is missing.`);
    // Images and PDFs are compressed already: stored as they are, the archive is written faster.
    entries[`files/${fileKey(file)}`] = [bytes, { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw new BackupArchiveError('damaged', `The backup's ${what} is not readable JSON.`);
  }
}

function safePath(path: string, owner: string): boolean {
  const parts = path.split('/');
  return (
    parts.length >= 2 &&
    parts[0] === owner &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

function readManifest(value: unknown): BackupManifest {
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    throw new BackupArchiveError('other-format', 'This file is not an Edgelog backup.');
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new BackupArchiveError('damaged', 'The backup does not say which format version it is.');
  if (version > BACKUP_FORMAT_VERSION)
    throw new BackupArchiveError(
      'newer-version',
      `This backup was made by a newer Edgelog (format ${version}); this server reads format ${BACKUP_FORMAT_VERSION}. Update the server first.`,
    );
  const user = value.user;
  const tables = value.tables;
  const files = value.files;
  if (
    typeof value.createdAt !== 'string' ||
    typeof value.server !== 'string' ||
    !isRecord(user) ||
    !isUuid(user.id) ||
    !(typeof user.email === 'string' || user.email === null) ||
    !isRecord(tables) ||
    !Array.isArray(files)
  )
    throw new BackupArchiveError('damaged', 'The backup’s manifest is incomplete.');
  const owner = user.id;
  const counts: Record<string, number> = {};
  for (const [name, count] of Object.entries(tables)) {
    if (backupTable(name) === undefined)
      throw new BackupArchiveError(
        'unknown-table',
        `The backup holds a table this server does not know: ${name}.`,
      );
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      throw new BackupArchiveError('damaged', `The backup’s manifest gives no row count for ${name}.`);
    counts[name] = count;
  }
  const entries: BackupFileEntry[] = files.map((file: unknown) => {
    if (
      !isRecord(file) ||
      typeof file.bucket !== 'string' ||
      !isBackupBucket(file.bucket) ||
      typeof file.path !== 'string' ||
      !safePath(file.path, owner) ||
      typeof file.size !== 'number'
    )
      throw new BackupArchiveError('damaged', 'The backup’s manifest lists a file it cannot restore.');
    return {
      bucket: file.bucket,
      path: file.path,
      size: file.size,
      ...(typeof file.contentType === 'string' ? { contentType: file.contentType } : {}),
      ...(typeof file.sha256 === 'string' ? { sha256: file.sha256 } : {}),
    };
  });
  return {
    format: BACKUP_FORMAT,
    version,
    createdAt: value.createdAt,
    server: value.server,
    user: { id: owner, email: user.email },
    tables: counts,
    files: entries,
  };
}

/**
 * The deepest nesting of arrays and objects a value of a row may have: the data API's limit
 * (packages/server/src/gateway/json-depth.ts). PostgreSQL reads JSON recursively, and a value
 * nested 100,000 levels exhausts its stack; a journal's documents nest fewer than 20 levels.
 */
export const MAX_BACKUP_JSON_DEPTH = 512;

/** Whether `value` nests arrays and objects deeper than `max`; walked without recursion. */
export function nestedDeeperThan(value: unknown, max = MAX_BACKUP_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function readRows(name: string, value: unknown, expected: number): BackupRow[] {
  const table = backupTable(name);
  if (table === undefined)
    throw new BackupArchiveError(
      'unknown-table',
      `The backup holds a table this server does not know: ${name}.`,
    );
  if (!Array.isArray(value) || value.length !== expected)
    throw new BackupArchiveError('damaged', `The backup’s ${name} do not match its manifest.`);
  return value.map((row: unknown, index) => {
    if (!isRecord(row))
      throw new BackupArchiveError('damaged', `The backup’s ${name} hold something that is not a row.`);
    if (table.mode === 'insert' && !isUuid(row.id))
      throw new BackupArchiveError('missing-id', `A row of ${name} in the backup has no id.`);
    for (const [column, cell] of Object.entries(row)) {
      if (!nestedDeeperThan(cell)) continue;
      const which = isUuid(row.id) ? `row ${row.id}` : `row ${index + 1}`;
      throw new BackupArchiveError(
        'damaged',
        `The backup’s ${name}, ${which}: ${column} nests deeper than ${MAX_BACKUP_JSON_DEPTH} levels.`,
      );
    }
    return row as BackupRow;
  });
}

/** The archive's contents, checked; a BackupArchiveError saying what is wrong otherwise. */
export function readBackupArchive(bytes: Uint8Array): BackupContents {
  let zip: Unzipped;
  try {
    zip = unzipSync(bytes);
  } catch {
    throw new BackupArchiveError('not-zip', 'This file is not a zip archive.');
  }
  return readBackupEntries(zip);
}

/**
 * The contents of an archive already unpacked (its entries' bytes by name), checked. A server
 * unpacks an untrusted archive itself, within its own limits, and reads the entries here.
 */
export function readBackupEntries(zip: Readonly<Record<string, Uint8Array>>): BackupContents {
  const manifestBytes = zip['manifest.json'];
  if (manifestBytes === undefined)
    throw new BackupArchiveError('no-manifest', 'This archive has no manifest: it is not an Edgelog backup.');
  const manifest = readManifest(parseJson(manifestBytes, 'manifest'));

  const tables: Record<string, BackupRow[]> = {};
  for (const path of Object.keys(zip)) {
    const match = /^tables\/([^/]+)\.json$/.exec(path);
    if (match?.[1] !== undefined && manifest.tables[match[1]] === undefined)
      throw new BackupArchiveError(
        'unknown-table',
        `The backup holds a table this server does not know: ${match[1]}.`,
      );
  }
  for (const [name, count] of Object.entries(manifest.tables)) {
    const rowBytes = zip[`tables/${name}.json`];
    if (rowBytes === undefined) throw new BackupArchiveError('damaged', `The backup’s ${name} are missing.`);
    tables[name] = readRows(name, parseJson(rowBytes, name), count);
  }

  const files: Record<string, Uint8Array> = {};
  for (const file of manifest.files) {
    const key = fileKey(file);
    const data = zip[`files/${key}`];
    if (data === undefined)
      throw new BackupArchiveError(
        'missing-file',
        `The file ${file.path} listed in the backup is missing from it.`,
      );
    if (data.length !== file.size)
      throw new BackupArchiveError('damaged', `The file ${file.path} in the backup is damaged.`);
    files[key] = data;
  }
  return { manifest, tables, files };
}
