import { undefinedColumn } from '../errors.ts';
import type { Condition, Field, Filter } from '../parse/ast.ts';
import type { Column } from '../schema/cache.ts';
import { ident, type Params } from './params.ts';

/** Where a level's column names resolve: the relation's SQL alias and its columns. */
export interface ColumnScope {
  alias: string;
  /** The relation's name, for error messages. */
  label: string;
  columns: Map<string, Column>;
}

export function columnOf(scope: ColumnScope, name: string): Column {
  const column = scope.columns.get(name);
  if (!column) throw undefinedColumn(scope.label, name);
  return column;
}

const isJson = (c: Column) => c.typname === 'json' || c.typname === 'jsonb';

/** `alias."col"` with its JSON path applied (`->`/`->>` keys as parameters), parenthesised. */
export function fieldSql(scope: ColumnScope, field: Field, params: Params): { sql: string; column: Column } {
  const column = columnOf(scope, field.name);
  let sql = `${scope.alias}.${ident(column.name)}`;
  if (field.json.length > 0) {
    if (!isJson(column)) sql = `to_jsonb(${sql})`;
    for (const step of field.json) {
      const key = /^-?\d{1,9}$/.test(step.key)
        ? params.add(Number(step.key), 'int4')
        : params.add(step.key, 'text');
      sql += ` ${step.arrow} ${key}`;
    }
    sql = `(${sql})`;
  }
  return { sql, column };
}

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const likePattern = (op: string, v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v);

function conditionSql(scope: ColumnScope, c: Condition, params: Params): string {
  const { sql: lhs, column } = fieldSql(scope, c.field, params);
  let expr: string;
  switch (c.op) {
    case 'is': {
      const rhs = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
        c.value
      ]!;
      expr = `${lhs} is ${rhs}`;
      break;
    }
    case 'in': {
      const list = c.list ?? [];
      expr = list.length === 0 ? 'false' : `${lhs} in (${list.map((v) => params.add(v)).join(', ')})`;
      break;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = c.config !== undefined ? params.add(c.config, 'regconfig') : undefined;
      const query = config
        ? `${TSQUERY[c.op]}(${config}, ${params.add(c.value, 'text')})`
        : `${TSQUERY[c.op]}(${params.add(c.value, 'text')})`;
      const isVector = column.typname === 'tsvector' && c.field.json.length === 0;
      const vector = isVector ? lhs : config ? `to_tsvector(${config}, ${lhs})` : `to_tsvector(${lhs})`;
      expr = `${vector} @@ ${query}`;
      break;
    }
    default: {
      const op = BINARY[c.op]!;
      if (c.quantifier) {
        const list = c.list ?? [];
        const joiner = c.quantifier === 'any' ? ' or ' : ' and ';
        expr =
          list.length === 0
            ? c.quantifier === 'any'
              ? 'false'
              : 'true'
            : `(${list.map((v) => `${lhs} ${op} ${params.add(likePattern(c.op, v))}`).join(joiner)})`;
      } else {
        expr = `${lhs} ${op} ${params.add(likePattern(c.op, c.value))}`;
      }
    }
  }
  return c.negate ? `not (${expr})` : `(${expr})`;
}

/** A filter or logic tree as a boolean SQL expression over the scope. */
export function filterSql(scope: ColumnScope, filter: Filter, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(scope, filter, params);
  const parts = filter.children.map((child) => filterSql(scope, child, params));
  const body = `(${parts.join(filter.op === 'or' ? ' or ' : ' and ')})`;
  return filter.negate ? `not ${body}` : body;
}
