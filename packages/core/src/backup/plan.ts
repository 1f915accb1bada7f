// What a restore does with a backup: which rows it adds, which it leaves because the journal has
// them already, and under which ids. Ids are kept, so a journal restored on its own server or on
// another one is the same journal; only when one of them belongs to someone else on this server
// (a backup restored into a second account) does every id get a new one, with every reference to
// it (columns, file paths, ids inside documents) rewritten alike.
import {
  fileKey,
  isUuid,
  type BackupContents,
  type BackupFileEntry,
  type BackupRow,
  type BackupValue,
} from './archive.ts';
import { BACKUP_TABLES, type RestoreMode } from './catalogue.ts';

export interface RestoreOptions {
  /** The user the backup is restored into. */
  userId: string;
  /** Ids of the backup held by another user's rows on this server. */
  takenIds: Iterable<string>;
  /** Ids (as they will be written) already in the caller's own journal. */
  existingOwnIds: Iterable<string>;
  /**
   * The new id of an old one when ids are remapped. Derived from the old id and the user (not
   * random), so restoring the same backup twice into one account still finds its rows the second time.
   */
  newId: (oldId: string) => string;
}

export interface TableRestore {
  name: string;
  mode: RestoreMode;
  /** Rows to write, rewritten, without user_id and the columns the database derives. */
  rows: BackupRow[];
  /** Rows of the backup already in the journal, left as they are. */
  existing: number;
}

export interface FileRestore extends BackupFileEntry {
  /** Where the bytes are in the backup: `<bucket>/<path>` as it was taken. */
  source: string;
}

export interface RestorePlan {
  remapped: boolean;
  tables: TableRestore[];
  files: FileRestore[];
  /** Every row id the restore writes or finds, as written. */
  ids: string[];
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function rewriter(map: ReadonlyMap<string, string>): (value: BackupValue) => BackupValue {
  const rewriteText = (text: string) => text.replace(UUIDS, (id) => map.get(id.toLowerCase()) ?? id);
  const rewrite = (value: BackupValue): BackupValue => {
    if (map.size === 0) return value;
    if (typeof value === 'string') return rewriteText(value);
    if (Array.isArray(value)) return value.map(rewrite);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, BackupValue> = {};
      for (const [key, inner] of Object.entries(value)) out[rewriteText(key)] = rewrite(inner);
      return out;
    }
    return value;
  };
  return rewrite;
}

/** The ids of the backup's rows (the tables restored by id), as they were taken. */
export function backupIds(contents: BackupContents): string[] {
  const ids: string[] = [];
  for (const table of BACKUP_TABLES) {
    if (table.mode !== 'insert') continue;
    for (const row of contents.tables[table.name] ?? []) if (isUuid(row.id)) ids.push(row.id.toLowerCase());
  }
  return ids;
}

export function planRestore(contents: BackupContents, options: RestoreOptions): RestorePlan {
  const taken = new Set([...options.takenIds].map((id) => id.toLowerCase()));
  const existing = new Set([...options.existingOwnIds].map((id) => id.toLowerCase()));
  const ids = backupIds(contents);
  const remapped = ids.some((id) => taken.has(id));

  const map = new Map<string, string>();
  const owner = contents.manifest.user.id.toLowerCase();
  if (owner !== options.userId.toLowerCase()) map.set(owner, options.userId.toLowerCase());
  if (remapped) for (const id of ids) map.set(id, options.newId(id).toLowerCase());
  const rewrite = rewriter(map);

  const tables: TableRestore[] = [];
  for (const table of BACKUP_TABLES) {
    const source = contents.tables[table.name];
    if (source === undefined) continue;
    const drop = new Set(['user_id', ...table.derived]);
    const keep = table.restoredColumns === undefined ? null : new Set(table.restoredColumns);
    const rows: BackupRow[] = [];
    let already = 0;
    for (const row of source) {
      const written: BackupRow = {};
      for (const [column, value] of Object.entries(row)) {
        if (drop.has(column) || (keep !== null && !keep.has(column))) continue;
        written[column] = rewrite(value);
      }
      if (table.mode === 'insert' && typeof written.id === 'string' && existing.has(written.id)) already += 1;
      else rows.push(written);
    }
    tables.push({ name: table.name, mode: table.mode, rows, existing: already });
  }

  const files = contents.manifest.files.map((file) => {
    const path = rewrite(file.path);
    return { ...file, path: typeof path === 'string' ? path : file.path, source: fileKey(file) };
  });
  return { remapped, tables, files, ids: ids.map((id) => map.get(id) ?? id) };
}

/** The plan in figures: per table, rows added and rows already there (singletons replaced). */
export interface RestoreSummary {
  tables: { name: string; add: number; existing: number }[];
  files: number;
  remapped: boolean;
}

export function summarizeRestore(plan: RestorePlan): RestoreSummary {
  return {
    tables: plan.tables.map((table) => ({
      name: table.name,
      add: table.rows.length,
      existing: table.existing,
    })),
    files: plan.files.length,
    remapped: plan.remapped,
  };
}
