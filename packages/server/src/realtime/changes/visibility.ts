import type { Db, RequestIdentity } from '../../db/index.ts';
import type { ColumnInfo, TableInfo } from './catalog.ts';
import type { FilterCondition } from './filters.ts';

const STATEMENT_TIMEOUT = '2s';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };
const PATTERN: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const IS_KEYWORDS: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/**
 * One filter condition as SQL over the populated record `r`. Column names and types come from the
 * catalog (and are quoted), operators and keywords from fixed lists; values are parameters.
 */
function conditionSql(condition: FilterCondition, column: ColumnInfo, params: unknown[]): string {
  const col = `r.${quoteIdent(column.name)}`;
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let expr: string;
  if (condition.op in COMPARISON) {
    expr = `${col} ${COMPARISON[condition.op]} ${param(condition.value)}::${column.sqlType}`;
  } else if (condition.op in PATTERN) {
    expr = `${col}::text ${PATTERN[condition.op]} ${param(condition.value)}::text`;
  } else if (condition.op === 'in') {
    const list = param(JSON.stringify(condition.values));
    expr = `${col} in (select v::${column.sqlType} from pg_catalog.jsonb_array_elements_text(${list}::jsonb) as t(v))`;
  } else if (condition.op === 'is') {
    expr = `${col} is ${IS_KEYWORDS[condition.value] ?? 'null'}`;
  } else {
    expr = `${col} is distinct from ${param(condition.value)}::${column.sqlType}`;
  }
  return condition.negate ? `not (${expr})` : `(${expr})`;
}

export interface VisibilityAnswer {
  visible: boolean;
  /** Filter text -> whether the record passes it. */
  filters: Map<string, boolean>;
}

/**
 * Runs as the subscriber (role and JWT claims set, RLS in force): may this identity see the
 * record, and which of the given filters does it pass? One round trip for all of a subscriber's
 * bindings. Any error counts as "not visible": when unsure, nothing is delivered.
 */
export async function checkVisibility(
  db: Db,
  identity: RequestIdentity,
  table: TableInfo,
  record: Record<string, unknown>,
  filters: ReadonlyMap<string, FilterCondition[]>,
): Promise<VisibilityAnswer> {
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  const params: unknown[] = [table.relid, record];
  const selects = ['realtime.row_visible($1::oid::regclass, $2::jsonb) as visible'];
  const order: string[] = [];
  for (const [text, conditions] of filters) {
    const parts = conditions.map((condition) => {
      const column = columns.get(condition.column);
      return column ? conditionSql(condition, column, params) : 'false';
    });
    selects.push(`coalesce(${parts.length > 0 ? parts.join(' and ') : 'true'}, false) as f${order.length}`);
    order.push(text);
  }
  const relation = `${quoteIdent(table.schema)}.${quoteIdent(table.table)}`;
  const sql = `select ${selects.join(', ')} from pg_catalog.jsonb_populate_record(null::${relation}, $2::jsonb) as r`;
  // A slow policy or a subscriber's costly pattern must not stall everyone's deliveries.
  const bounded = { ...identity, settings: { ...identity.settings, statement_timeout: STATEMENT_TIMEOUT } };
  const { rows } = await db.asIdentity(bounded, (tx) => tx.query<Record<string, boolean>>(sql, params), {
    readOnly: true,
  });
  const row = rows[0];
  const answer: VisibilityAnswer = { visible: row?.visible === true, filters: new Map() };
  order.forEach((text, i) => answer.filters.set(text, row?.[`f${i}`] === true));
  return answer;
}
