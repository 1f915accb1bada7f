import type pg from 'pg';
import type { Queryable } from '../db/index.ts';

/**
 * Tables whose rows are a process's passing traffic, pruned by the server within minutes: the
 * captured changes, the cross-process messages, which processes listen to what. Copied, they
 * would only be deleted again; the target's processes write their own. Unlogged tables are left
 * out as well (PostgreSQL itself empties them after a crash), and `_edgelog.migrations`, which the
 * target's own migration run fills.
 */
const TRANSIENT = new Set([
  '_edgelog.migrations',
  'realtime.changes',
  'realtime.broadcasts',
  'realtime.listening',
]);

interface Column {
  name: string;
  /** Schema-qualified where it is not a built-in type, so the target resolves it the same way. */
  type: string;
  generated: boolean;
  identityAlways: boolean;
}

export interface Table {
  /** `schema.name`, unquoted, for messages and the progress record. */
  label: string;
  quoted: string;
  columns: Column[];
  /** The primary key's columns; empty when there is none (then the table goes in one page). */
  key: Array<{ name: string; type: string; collatable: boolean }>;
}

/** Both ends, as this module needs them: rows as text. */
export interface Sql {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export const sqlOfDb = (db: Queryable): Sql => ({
  query: async <T extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
    (await db.query<T>(sql, params)).rows,
});

export const sqlOfClient = (client: pg.Client): Sql => ({
  query: async <T extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
    (await client.query<T>(sql, params)).rows,
});

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The same text forms on both ends: the checksums compare rows as text, and the copy moves every
 * value as its text form. `search_path` empty makes format_type qualify every type outside
 * pg_catalog.
 */
export const SESSION_SETTINGS = `set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres';
  set extra_float_digits = 1; set bytea_output = 'hex'`;

const SYSTEM_SCHEMA = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** Every table holding data worth keeping, parents before the tables whose keys point at them. */
export async function tablesOf(db: Sql): Promise<Table[]> {
  const relations = await db.query<{ oid: string; label: string; quoted: string }>(
    `select c.oid::text as oid, n.nspname || '.' || c.relname as label,
            quote_ident(n.nspname) || '.' || quote_ident(c.relname) as quoted
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and c.relpersistence = 'p' and not c.relispartition and ${SYSTEM_SCHEMA}`,
  );
  const columns = await db.query<{
    oid: string;
    name: string;
    type: string;
    generated: boolean;
    identity_always: boolean;
  }>(
    `select a.attrelid::text as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated, a.attidentity = 'a' as identity_always
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and ${SYSTEM_SCHEMA}
     order by a.attrelid, a.attnum`,
  );
  const keys = await db.query<{ oid: string; name: string; type: string; collatable: boolean }>(
    `select i.indrelid::text as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            t.typcollation <> 0 as collatable
     from pg_index i
     cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     join pg_type t on t.oid = a.atttypid
     where i.indisprimary
     order by i.indrelid, k.ord`,
  );
  const references = await db.query<{ child: string; parent: string }>(
    `select conrelid::text as child, confrelid::text as parent from pg_constraint
     where contype = 'f' and conrelid <> confrelid`,
  );

  const byOid = new Map<string, Table>();
  for (const r of relations) {
    if (TRANSIENT.has(r.label)) continue;
    byOid.set(r.oid, { label: r.label, quoted: r.quoted, columns: [], key: [] });
  }
  for (const c of columns)
    byOid.get(c.oid)?.columns.push({
      name: c.name,
      type: c.type,
      generated: c.generated,
      identityAlways: c.identity_always,
    });
  for (const k of keys) byOid.get(k.oid)?.key.push({ name: k.name, type: k.type, collatable: k.collatable });

  // Depth-first, parents first; a cycle (none today) is cut where it closes, which the copy
  // tolerates since it runs with triggers and foreign-key checks off.
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) parents.set(child, [...(parents.get(child) ?? []), parent]);
  const ordered: Table[] = [];
  const seen = new Set<string>();
  const visit = (oid: string) => {
    if (seen.has(oid)) return;
    seen.add(oid);
    for (const parent of parents.get(oid) ?? []) visit(parent);
    const table = byOid.get(oid);
    if (table) ordered.push(table);
  };
  const byLabel = [...byOid.entries()].sort(([, a], [, b]) => a.label.localeCompare(b.label));
  for (const [oid] of byLabel) visit(oid);
  return ordered;
}

/** Refuses a target whose schema differs from the source's: both must run the same version. */
export function assertSameSchema(source: readonly Table[], target: readonly Table[]): void {
  const shape = (t: Table) => t.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const targetByLabel = new Map(target.map((t) => [t.label, t]));
  for (const table of source) {
    const other = targetByLabel.get(table.label);
    if (!other)
      throw new Error(
        `the source has table ${table.label}, which the target lacks after its migrations: run this command from the Edgelog version that last ran on the source`,
      );
    if (shape(other) !== shape(table))
      throw new Error(
        `${table.label} differs between source (${shape(table)}) and target (${shape(other)}): run this command from the Edgelog version that last ran on the source`,
      );
  }
}

const keyOrder = (table: Table) =>
  table.key.map((k) => `${ident(k.name)}${k.collatable ? ' collate "C"' : ''}`).join(', ');

const orderBy = (table: Table) =>
  table.key.length > 0
    ? keyOrder(table)
    : `row(${table.columns.map((c) => ident(c.name)).join(', ')})::text collate "C"`;

/** Row count and an md5 over every row's text form in key order: equal ends give equal answers. */
export async function checksumOf(db: Sql, table: Table): Promise<{ rows: string; md5: string }> {
  const row = `row(${table.columns.map((c) => ident(c.name)).join(', ')})::text`;
  const [result] = await db.query<{ rows: string; md5: string }>(
    `select count(*)::text as rows, md5(coalesce(string_agg(md5(${row}), '' order by ${orderBy(table)}), '')) as md5
     from ${table.quoted}`,
  );
  return result!;
}

export interface Progress {
  lastKey: string[] | null;
  rows: number;
  done: boolean;
}

export interface CopyHooks {
  pageRows: number;
  /** Called after each page's commit (tests interrupt a run here). */
  afterPage?: (table: string, rows: number) => void | Promise<void>;
}

// A page is held in memory twice (read, then bound); wide rows (draw boards, notes) get fewer.
const PAGE_BYTES = 8 * 1024 * 1024;

/**
 * Copies one table in key order, a page per target transaction that also records how far it got,
 * so a run started again continues after the last committed page. The first page first deletes
 * what the target's migrations seeded (the buckets), in the same transaction.
 */
export async function copyTable(
  source: Sql,
  target: pg.Client,
  table: Table,
  progress: Progress | undefined,
  hooks: CopyHooks,
): Promise<number> {
  if (progress?.done) return progress.rows;
  const copied = table.columns.filter((c) => !c.generated);
  const keyIndex = table.key.map((k) => copied.findIndex((c) => c.name === k.name));
  const select = copied.map((c, i) => `${ident(c.name)}::text as c${i}`).join(', ');
  const overriding = copied.some((c) => c.identityAlways) ? 'overriding system value' : '';
  const insert = `insert into ${table.quoted} (${copied.map((c) => ident(c.name)).join(', ')}) ${overriding}
    select ${copied.map((c, i) => `u.c${i}::${c.type}`).join(', ')}
    from unnest(${copied.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${copied.map((_, i) => `c${i}`).join(', ')})`;
  const after =
    table.key.length === 0
      ? ''
      : `where (${keyOrder(table)}) > (${table.key
          .map((k, i) => `$${i + 1}::${k.type}${k.collatable ? ' collate "C"' : ''}`)
          .join(', ')})`;

  let lastKey = progress?.lastKey ?? null;
  let total = progress?.rows ?? 0;
  let started = progress !== undefined;
  let limit = hooks.pageRows;
  for (;;) {
    const rows = await source.query<Record<string, string | null>>(
      table.key.length === 0
        ? `select ${select} from ${table.quoted}`
        : `select ${select} from ${table.quoted} ${lastKey ? after : ''} order by ${keyOrder(table)} limit ${limit}`,
      lastKey ?? [],
    );
    const last = rows.at(-1);
    const done = table.key.length === 0 || rows.length < limit;
    await target.query('begin');
    try {
      if (!started) await target.query(`delete from ${table.quoted}`);
      if (rows.length > 0)
        await target.query(
          insert,
          copied.map((_, i) => rows.map((r) => r[`c${i}`] ?? null)),
        );
      if (last && table.key.length > 0) lastKey = keyIndex.map((i) => last[`c${i}`] ?? '');
      total += rows.length;
      await target.query(
        `insert into _edgelog.copy_progress (table_name, last_key, rows, done) values ($1, $2, $3, $4)
         on conflict (table_name) do update set last_key = excluded.last_key, rows = excluded.rows, done = excluded.done`,
        [table.label, lastKey, total, done],
      );
      await target.query('commit');
    } catch (err) {
      await target.query('rollback').catch(() => undefined);
      throw err;
    }
    started = true;
    await hooks.afterPage?.(table.label, rows.length);
    if (done) return total;
    const bytes = rows.reduce(
      (sum, r) => sum + Object.values(r).reduce((s, v) => s + (v?.length ?? 0), 0),
      0,
    );
    limit = Math.max(1, Math.min(hooks.pageRows, Math.floor((limit * PAGE_BYTES) / Math.max(bytes, 1))));
  }
}

/** Sequences end where the source's are, so the next generated ids follow the copied ones. */
export async function copySequences(source: Sql, target: pg.Client): Promise<number> {
  const sequences = await source.query<{ quoted: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as quoted
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${SYSTEM_SCHEMA}`,
  );
  for (const { quoted } of sequences) {
    const [state] = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${quoted}`,
    );
    if (!state) continue;
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      quoted,
      state.last_value,
      state.is_called,
    ]);
  }
  return sequences.length;
}
