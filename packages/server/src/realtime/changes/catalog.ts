import type { Db } from '../../db/index.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as realtime-js's converters expect (`int8`, `_text`, `timestamptz`...). */
  type: string;
  /** format_type(), for casts in generated SQL (from the catalog, never from a client). */
  sqlType: string;
  pk: boolean;
  /** Part of the replica identity index (REPLICA IDENTITY USING INDEX). */
  replicaIndex: boolean;
  selectable: Record<ApiRole, boolean>;
}

export interface TableInfo {
  relid: string;
  schema: string;
  table: string;
  rls: boolean;
  /** pg_class.relreplident: default (primary key), nothing, full, index. */
  replicaIdentity: 'd' | 'n' | 'f' | 'i';
  published: boolean;
  captured: boolean;
  columns: ColumnInfo[];
}

interface Row {
  relid: string;
  schema: string;
  table: string;
  rls: boolean;
  replident: string;
  published: boolean;
  captured: boolean;
  columns: Array<{
    name: string;
    type: string;
    sqlType: string;
    pk: boolean;
    ri: boolean;
    anon: boolean;
    authenticated: boolean;
    service_role: boolean;
  }>;
}

const TABLE_SQL = `
select c.oid::text as relid, n.nspname as schema, c.relname as table, c.relrowsecurity as rls,
  c.relreplident::text as replident,
  exists (
    select 1 from pg_catalog.pg_publication_tables pt
    where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname
  ) as published,
  exists (
    select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'edgelog_realtime_capture'
  ) as captured,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', ty.typname,
      'sqlType', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'pk', coalesce(a.attnum = any (pk.indkey::int2[]), false),
      'ri', coalesce(a.attnum = any (ri.indkey::int2[]), false),
      'anon', pg_catalog.has_column_privilege('anon', c.oid, a.attnum, 'SELECT'),
      'authenticated', pg_catalog.has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'),
      'service_role', pg_catalog.has_column_privilege('service_role', c.oid, a.attnum, 'SELECT')
    ) order by a.attnum)
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_type ty on ty.oid = a.atttypid
    left join pg_catalog.pg_index pk on pk.indrelid = c.oid and pk.indisprimary
    left join pg_catalog.pg_index ri on ri.indrelid = c.oid and ri.indisreplident
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json) as columns
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p')`;

function toInfo(row: Row): TableInfo {
  return {
    relid: row.relid,
    schema: row.schema,
    table: row.table,
    rls: row.rls,
    replicaIdentity: (['d', 'n', 'f', 'i'].includes(row.replident)
      ? row.replident
      : 'd') as TableInfo['replicaIdentity'],
    published: row.published,
    captured: row.captured,
    columns: row.columns.map((c) => ({
      name: c.name,
      type: c.type,
      sqlType: c.sqlType,
      pk: c.pk,
      replicaIndex: c.ri,
      selectable: { anon: c.anon, authenticated: c.authenticated, service_role: c.service_role },
    })),
  };
}

const TTL_MS = 30_000;

/**
 * Table shapes and privileges, cached briefly: the dispatcher needs them for every change, and a
 * policy or grant change reaches subscribers within the TTL (or at once after a schema reload).
 */
export class Catalog {
  #byId = new Map<string, { info: TableInfo | null; at: number }>();
  #byName = new Map<string, { info: TableInfo | null; at: number }>();

  constructor(private readonly db: Db) {}

  clear(): void {
    this.#byId.clear();
    this.#byName.clear();
  }

  async byName(schema: string, table: string, fresh = false): Promise<TableInfo | null> {
    const key = `${schema}\u0000${table}`;
    const hit = this.#byName.get(key);
    if (!fresh && hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const { rows } = await this.db.query<Row>(`${TABLE_SQL} and n.nspname = $1 and c.relname = $2`, [
      schema,
      table,
    ]);
    return this.#remember(key, rows[0]);
  }

  async byId(relid: string): Promise<TableInfo | null> {
    const hit = this.#byId.get(relid);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const { rows } = await this.db.query<Row>(`${TABLE_SQL} and c.oid = $1::oid`, [relid]);
    const info = this.#remember(undefined, rows[0]);
    if (!info) this.#byId.set(relid, { info: null, at: Date.now() });
    return info;
  }

  /** Makes sure every published table carries the capture trigger (tables added at run time). */
  async syncCapture(): Promise<void> {
    await this.db.query('select realtime.sync_capture()');
    this.clear();
  }

  #remember(nameKey: string | undefined, row: Row | undefined): TableInfo | null {
    const at = Date.now();
    if (!row) {
      if (nameKey) this.#byName.set(nameKey, { info: null, at });
      return null;
    }
    const info = toInfo(row);
    this.#byId.set(info.relid, { info, at });
    this.#byName.set(`${info.schema}\u0000${info.table}`, { info, at });
    return info;
  }
}
