// The journal's tables as a backup reads and a restore writes them, as the caller (row-level
// security on). Table names come only from the backup catalogue and column names only from the
// database's own catalogue, so nothing from an archive is ever spliced into SQL.
import type { Queryable } from '../../../packages/server/src/db/index.ts';
import { BACKUP_TABLES, type BackupRow, type TableRestore } from '../../../packages/core/src/backup/index.ts';

interface Column {
  table: string;
  name: string;
  type: string;
  generated: boolean;
}

/** A plain query runner: a transaction of the server's or a function's caller-bound client. */
export type SqlRunner = Pick<Queryable, 'query'>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

// Types whose values a JavaScript number would round: read as their decimal text.
const EXACT_AS_TEXT = new Set(['numeric', 'bigint', 'money']);

export async function tableColumns(db: SqlRunner): Promise<Map<string, Column[]>> {
  const { rows } = await db.query<Column>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, null) as type,
            a.attgenerated <> '' as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [BACKUP_TABLES.map((table) => table.name)],
  );
  const byTable = new Map<string, Column[]>();
  for (const row of rows) {
    const list = byTable.get(row.table) ?? [];
    list.push(row);
    byTable.set(row.table, list);
  }
  return byTable;
}

function rowExpression(columns: readonly Column[]): string {
  const exact = columns.filter((column) => EXACT_AS_TEXT.has(column.type));
  const overrides = exact.map((column) => `'${column.name}', t.${quote(column.name)}::text`).join(', ');
  return exact.length === 0 ? 'to_jsonb(t)' : `to_jsonb(t) || jsonb_build_object(${overrides})`;
}

export interface JournalSnapshot {
  tables: Record<string, BackupRow[]>;
  files: { bucket: string; path: string; size: number; contentType: string | null }[];
}

/**
 * Every catalogue table and the caller's stored files in ONE statement: a statement sees one
 * snapshot, so the backup is consistent even while the trader keeps writing.
 */
export async function readJournal(
  db: SqlRunner,
  userId: string,
  buckets: readonly string[],
): Promise<JournalSnapshot> {
  const columns = await tableColumns(db);
  const parts = BACKUP_TABLES.map((table) => {
    const order = table.mode === 'insert' ? 'order by t.id' : '';
    const expression = rowExpression(columns.get(table.name) ?? []);
    return `'${table.name}', (select coalesce(jsonb_agg(${expression} ${order}), '[]'::jsonb) from public.${quote(table.name)} t)`;
  });
  const { rows } = await db.query<{ tables: Record<string, BackupRow[]>; files: JournalSnapshot['files'] }>(
    `select jsonb_build_object(${parts.join(', ')}) as tables,
       (select coalesce(jsonb_agg(jsonb_build_object(
          'bucket', o.bucket_id, 'path', o.name,
          'size', coalesce((o.metadata->>'size')::bigint, 0),
          'contentType', o.metadata->>'mimetype') order by o.bucket_id, o.name), '[]'::jsonb)
        from storage.objects o
        where o.bucket_id = any($1::text[]) and (storage.foldername(o.name))[1] = $2) as files`,
    [buckets, userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the journal could not be read');
  return row;
}

/** Ids among `ids` already in the caller's own journal (row-level security shows only theirs). */
export async function ownIds(db: SqlRunner, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const selects = BACKUP_TABLES.filter((table) => table.mode === 'insert').map(
    (table) => `select id from public.${quote(table.name)} where id = any($1::uuid[])`,
  );
  const { rows } = await db.query<{ id: string }>(selects.join(' union all '), [ids]);
  return rows.map((row) => row.id);
}

/**
 * The most ids rpc/backup_ids_taken answers for in one call: its own `edgelog.max_items` setting,
 * which it enforces (20260117000000_call_limits.sql); undefined when it states none.
 */
async function idsPerCall(db: SqlRunner): Promise<number | undefined> {
  const { rows } = await db.query<{ max_items: string | null }>(
    `select (select o.option_value from pg_options_to_table(p.proconfig) o
             where o.option_name = 'edgelog.max_items') as max_items
     from pg_proc p where p.oid = 'public.backup_ids_taken(uuid[])'::regprocedure`,
  );
  const limit = Number(rows[0]?.max_items ?? Number.NaN);
  return Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

/** Those of `ids` other users' rows hold, asked in parts of the size the function takes. */
export async function idsTakenByOthers(db: SqlRunner, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const perCall = (await idsPerCall(db)) ?? ids.length;
  const taken: string[] = [];
  for (let start = 0; start < ids.length; start += perCall) {
    const { rows } = await db.query<{ ids: string[] }>('select public.backup_ids_taken($1::uuid[]) as ids', [
      ids.slice(start, start + perCall),
    ]);
    taken.push(...(rows[0]?.ids ?? []));
  }
  return taken;
}

/** Writes one table's planned rows; answers how many were written. */
export async function writeTable(
  db: SqlRunner,
  table: TableRestore,
  columns: readonly Column[],
): Promise<number> {
  if (table.rows.length === 0) return 0;
  const writable = new Set(columns.filter((column) => !column.generated).map((column) => column.name));
  const present = new Set<string>();
  for (const row of table.rows) for (const key of Object.keys(row)) if (writable.has(key)) present.add(key);
  const names = [...present].map(quote);
  if (names.length === 0) return 0;
  const list = names.join(', ');
  const source = `jsonb_populate_recordset(null::public.${quote(table.name)}, $1::jsonb)`;
  const rows = JSON.stringify(table.rows);
  if (table.name === 'profiles') {
    // The caller's profile exists from sign-up: the backup's fields replace its own.
    const sets = names.map((name) => `${name} = r.${name}`).join(', ');
    const result = await db.query(
      `update public.profiles p set ${sets} from (select * from ${source} limit 1) r where p.user_id = auth.uid()`,
      [rows],
    );
    return result.rowCount;
  }
  if (table.name === 'user_settings') {
    const sets = names.map((name) => `${name} = excluded.${name}`).join(', ');
    const result = await db.query(
      `insert into public.user_settings (${list}) select ${list} from ${source} limit 1
       on conflict (user_id) do update set ${sets}`,
      [rows],
    );
    return result.rowCount;
  }
  const result = await db.query(
    `insert into public.${quote(table.name)} (${list}) select ${list} from ${source}`,
    [rows],
  );
  return result.rowCount;
}
