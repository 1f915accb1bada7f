import type { Table } from '../schema/cache.ts';
import { ident, qualified, type Params } from './params.ts';

export interface Conflict {
  target: string[];
  action: 'merge' | 'ignore';
}

export interface InsertSpec {
  schema: string;
  table: Table;
  columns: string[];
  /** Placeholder of the JSON array payload (raw request text). */
  payload: string;
  /** 1-based positions of the payload's rows this statement inserts (missing=default groups). */
  rows?: string;
  conflict?: Conflict;
  returning: boolean;
  /** Also return whether each row was inserted (not updated by an upsert): tables only. */
  insertedFlag?: boolean;
}

/**
 * `INSERT ... SELECT ... FROM json_populate_recordset(...)`: PostgreSQL coerces the JSON values to
 * the column types, as PostgREST's json_to_recordset does; columns not listed take their defaults.
 */
export function insertSql(spec: InsertSpec): string {
  const target = qualified(spec.schema, spec.table.name);
  const source = spec.rows
    ? `json_array_elements(${spec.payload}::json) with ordinality _x(e, i) cross join lateral json_populate_record(null::${target}, _x.e) _b where _x.i = any(${spec.rows})`
    : `json_populate_recordset(null::${target}, ${spec.payload}::json) _b`;
  let sql =
    spec.columns.length > 0
      ? `insert into ${target} as r0 (${spec.columns.map(ident).join(', ')}) select ${spec.columns.map((c) => `_b.${ident(c)}`).join(', ')} from ${source}`
      : `insert into ${target} as r0 select from ${source}`;
  if (spec.conflict) {
    const on = spec.conflict.target.length ? ` (${spec.conflict.target.map(ident).join(', ')})` : '';
    if (spec.conflict.action === 'ignore' || spec.columns.length === 0) sql += ` on conflict${on} do nothing`;
    else
      sql += ` on conflict${on} do update set ${spec.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  }
  if (spec.returning)
    sql += spec.insertedFlag ? ` returning r0.*, (r0.xmax = 0) as pgrst_inserted` : ' returning r0.*';
  return sql;
}

export function updateSql(
  schema: string,
  table: Table,
  columns: string[],
  payload: string,
  where: string[],
  returning: boolean,
): string {
  const target = qualified(schema, table.name);
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  const filter = where.length ? ` where ${where.join(' and ')}` : '';
  return `update ${target} as r0 set ${set} from json_populate_record(null::${target}, ${payload}::json) _b${filter}${returning ? ' returning r0.*' : ''}`;
}

export function deleteSql(schema: string, table: Table, where: string[], returning: boolean): string {
  const filter = where.length ? ` where ${where.join(' and ')}` : '';
  return `delete from ${qualified(schema, table.name)} as r0${filter}${returning ? ' returning r0.*' : ''}`;
}

/** A 1-based row set as an int8[] parameter. */
export function rowSet(params: Params, rows: number[]): string {
  return params.add(`{${rows.join(',')}}`, 'int8[]');
}
