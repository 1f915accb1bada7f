import type { Queryable } from '../../db/index.ts';

/** The raw catalogue rows the schema cache is built from; one query, one JSON document. */
export interface RawCatalog {
  relations: Array<{
    oid: number;
    name: string;
    kind: string;
    description: string | null;
    insertable: boolean;
    updatable: boolean;
    deletable: boolean;
  }>;
  columns: Array<{
    rel: number;
    name: string;
    num: number;
    type: string;
    typname: string;
    category: string;
    elemtype: string | null;
    not_null: boolean;
    default_expr: string | null;
    identity: string;
    generated: string;
    description: string | null;
  }>;
  keys: Array<{
    name: string;
    type: 'p' | 'u' | 'f';
    rel: number;
    frel: number | null;
    cols: string[];
    fcols: string[] | null;
  }>;
  functions: Array<{
    oid: number;
    name: string;
    volatility: 'i' | 's' | 'v';
    retset: boolean;
    rettype: string;
    ret_typtype: string;
    ret_relid: number;
    ret_typname: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    all_arg_types: string[] | null;
    nargdefaults: number;
    description: string | null;
    /** The function's own settings (`set statement_timeout to '30s'`), as `name=value`. */
    config: string[] | null;
  }>;
  types: string[];
  /** View columns that pass a base-table column through unchanged. */
  view_columns: Array<{ view: number; column: string; table: number; table_column: string }>;
}

const CATALOG_SQL = `
with ns as (select oid from pg_namespace where nspname = $1)
select json_build_object(
  'relations', coalesce((
    select json_agg(json_build_object(
      'oid', c.oid::int8, 'name', c.relname, 'kind', c.relkind,
      'description', obj_description(c.oid, 'pg_class'),
      'insertable', (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8,
      'updatable', (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4,
      'deletable', (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16))
    from pg_class c
    where c.relnamespace in (select oid from ns) and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
  ), '[]'),
  'columns', coalesce((
    select json_agg(json_build_object(
      'rel', a.attrelid::int8, 'name', a.attname, 'num', a.attnum,
      'type', format_type(a.atttypid, a.atttypmod),
      'typname', bt.typname, 'category', bt.typcategory,
      'elemtype', et.typname,
      'not_null', a.attnotnull,
      'default_expr', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity, 'generated', a.attgenerated,
      'description', col_description(a.attrelid, a.attnum)) order by a.attrelid, a.attnum)
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    join pg_type bt on bt.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
    left join pg_type et on et.oid = bt.typelem and bt.typcategory = 'A'
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (select oid from ns) and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
      and a.attnum > 0 and not a.attisdropped
  ), '[]'),
  'keys', coalesce((
    select json_agg(k) from (
      select con.conname as name, con.contype as type, con.conrelid::int8 as rel, nullif(con.confrelid, 0)::int8 as frel,
        (select json_agg(a.attname order by x.ord) from unnest(con.conkey) with ordinality x(num, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = x.num) as cols,
        (select json_agg(a.attname order by x.ord) from unnest(con.confkey) with ordinality x(num, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = x.num) as fcols
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      where c.relnamespace in (select oid from ns) and con.contype in ('p', 'u', 'f')
      union all
      select ic.relname, 'u', i.indrelid::int8, null,
        (select json_agg(a.attname order by x.ord) from unnest(i.indkey::int2[]) with ordinality x(num, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = x.num), null
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      where c.relnamespace in (select oid from ns) and i.indisunique and i.indpred is null and i.indexprs is null
        and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)
    ) k
  ), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'oid', p.oid::int8, 'name', p.proname, 'volatility', p.provolatile, 'retset', p.proretset,
      'rettype', format_type(p.prorettype, null), 'ret_typtype', rt.typtype, 'ret_relid', rt.typrelid::int8,
      'ret_typname', rt.typname,
      'arg_names', p.proargnames, 'arg_modes', p.proargmodes,
      'arg_types', (select coalesce(json_agg(format_type(x.t, null) order by x.ord), '[]') from unnest(p.proargtypes::oid[]) with ordinality x(t, ord)),
      'all_arg_types', (select json_agg(format_type(x.t, null) order by x.ord) from unnest(p.proallargtypes) with ordinality x(t, ord)),
      'nargdefaults', p.pronargdefaults,
      'description', obj_description(p.oid, 'pg_proc'), 'config', p.proconfig))
    from pg_proc p
    join pg_type rt on rt.oid = p.prorettype
    where p.pronamespace in (select oid from ns) and p.prokind = 'f'
      and rt.typname not in ('trigger', 'event_trigger')
      and not exists (select 1 from pg_depend dep where dep.objid = p.oid and dep.deptype = 'e')
  ), '[]'),
  'view_columns', coalesce((
    select json_agg(json_build_object('view', v.oid::int8, 'column', a.attname, 'table', m[3]::int8, 'table_column', ta.attname))
    from pg_class v
    join pg_rewrite r on r.ev_class = v.oid
    cross join lateral regexp_matches(r.ev_action::text, ':resno (\\d+) :resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') m
    join pg_attribute a on a.attrelid = v.oid and a.attnum = m[1]::int and a.attname = m[2]
    join pg_attribute ta on ta.attrelid = m[3]::oid and ta.attnum = m[4]::int
    where v.relnamespace in (select oid from ns) and v.relkind in ('v', 'm') and m[3] <> '0'
  ), '[]'),
  'types', coalesce((
    select json_agg(distinct t.typname)
    from pg_type t
    where (t.typnamespace = 'pg_catalog'::regnamespace or t.typnamespace in (select oid from ns))
      and t.typtype in ('b', 'd', 'e', 'r', 'm', 'c') and t.typname !~ '^_' and t.typname !~ '^pg_'
  ), '[]')
) as catalog`;

export async function readCatalog(db: Queryable, schema: string): Promise<RawCatalog> {
  const { rows } = await db.query<{ catalog: RawCatalog | string }>(CATALOG_SQL, [schema]);
  const raw = rows[0]?.catalog;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as RawCatalog;
}
