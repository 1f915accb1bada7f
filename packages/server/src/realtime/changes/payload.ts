import type { ApiRole, TableInfo } from './catalog.ts';
import type { ChangeEvent } from './subscriptions.ts';

export interface Change {
  id: string;
  relid: string;
  schema: string;
  table: string;
  type: ChangeEvent;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: Date;
}

export interface ChangeData {
  schema: string;
  table: string;
  type: ChangeEvent;
  commit_timestamp: string;
  columns: Array<{ name: string; type: string }>;
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: string[] | null;
}

/** RT's max_record_bytes: above it only small fields travel, with a 413 in `errors`. */
export const MAX_RECORD_BYTES = 1024 * 1024;
const SMALL_FIELD_BYTES = 64;

function pick(record: Record<string, unknown> | null, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record) return out;
  for (const name of names) if (name in record) out[name] = record[name];
  return out;
}

function byteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? 'null');
}

function shrink(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (byteLength(value) <= SMALL_FIELD_BYTES) out[key] = value;
  }
  return out;
}

/**
 * The `data` of a postgres_changes message for one subscriber role, shaped as Supabase Realtime
 * sends it: only columns the role may select (and of those the `select` list plus the primary
 * key), `old_record` holding the replica identity (primary key unless REPLICA IDENTITY FULL) and,
 * for a DELETE on a table with row-level security, only the primary key.
 */
export function buildChangeData(
  change: Change,
  table: TableInfo,
  role: ApiRole,
  select: string[] | null,
): ChangeData {
  const visible = table.columns.filter(
    (c) => c.selectable[role] && (!select || c.pk || select.includes(c.name)),
  );
  const names = visible.map((c) => c.name);
  const errors: string[] = [];
  const pkNames = visible.filter((c) => c.pk).map((c) => c.name);
  if (!table.columns.some((c) => c.pk)) errors.push('Error 400: Bad Request, no primary key');
  else if (table.columns.some((c) => c.pk && !c.selectable[role])) errors.push('Error 401: Unauthorized');

  const identityNames =
    table.replicaIdentity === 'f'
      ? names
      : table.replicaIdentity === 'n'
        ? []
        : table.replicaIdentity === 'i'
          ? visible.filter((c) => c.replicaIndex).map((c) => c.name)
          : pkNames;

  const data: ChangeData = {
    schema: change.schema,
    table: change.table,
    type: change.type,
    commit_timestamp: change.commitTimestamp.toISOString(),
    columns: visible.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  let tooLarge = false;
  if (change.type === 'INSERT' || change.type === 'UPDATE') {
    let record = pick(change.record, names);
    if (byteLength(record) > MAX_RECORD_BYTES) {
      record = shrink(record);
      tooLarge = true;
    }
    data.record = record;
  }
  if (change.type === 'UPDATE') {
    data.old_record = pick(change.oldRecord, identityNames);
  }
  if (change.type === 'DELETE') {
    data.old_record = pick(
      change.oldRecord,
      table.rls ? identityNames.filter((n) => pkNames.includes(n)) : identityNames,
    );
  }
  if (data.old_record && byteLength(data.old_record) > MAX_RECORD_BYTES) {
    data.old_record = shrink(data.old_record);
    tooLarge = true;
  }
  if (tooLarge) errors.push('Error 413: Payload Too Large');
  data.errors = errors.length > 0 ? errors : null;
  return data;
}
