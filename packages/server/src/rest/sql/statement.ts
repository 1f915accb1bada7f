import type { Params } from './params.ts';
import type { BuiltLevel } from './read.ts';

export type CountMode = 'exact' | 'planned' | 'estimated';
export type BodyFormat = 'json' | 'object' | 'csv';

export interface StatementOptions {
  /** The FROM item the top level reads (aliased r0): a relation, a CTE name, a function call. */
  source: string;
  /** A WITH clause (without the keyword) that the statement starts with. */
  with?: string;
  /** Count all matching rows in the same statement. */
  exactCount?: boolean;
  /** Count at most this many (for `estimated`): the total comes back capped at cap + 1. */
  countCap?: number;
  format: BodyFormat;
  stripNulls?: boolean;
  limit?: number;
  offset?: number;
  /** Further `expression as name` columns of the answer row. */
  extra?: string[];
}

const clause = (keyword: string, parts: string[], sep: string) =>
  parts.length ? ` ${keyword} ${parts.join(sep)}` : '';

/** The rows of the top level, before aggregation into a body. */
export function rowsSql(
  b: BuiltLevel,
  params: Params,
  opts: Pick<StatementOptions, 'source' | 'limit' | 'offset'>,
): string {
  const limit = opts.limit !== undefined ? ` limit ${params.add(opts.limit, 'int8')}` : '';
  const offset = opts.offset ? ` offset ${params.add(opts.offset, 'int8')}` : '';
  return (
    `select ${b.projection.join(', ')} from ${opts.source} r0 ${b.joins.join(' ')}` +
    clause('where', b.where, ' and ') +
    clause('group by', b.groupBy, ', ') +
    clause('order by', b.order, ', ') +
    limit +
    offset
  );
}

/** `select count(*)` of what the top level matches, without its page. */
export function countSql(b: BuiltLevel, params: Params, source: string, cap?: number): string {
  const matching =
    `select 1 from ${source} r0 ${b.countJoins.join(' ')}` +
    clause('where', b.where, ' and ') +
    clause('group by', b.groupBy, ', ');
  if (cap !== undefined) return `select count(*) from (${matching} limit ${params.add(cap + 1, 'int8')}) _c`;
  return b.groupBy.length
    ? `select count(*) from (${matching}) _c`
    : `select count(*) from ${source} r0 ${b.countJoins.join(' ')}${clause('where', b.where, ' and ')}`;
}

function bodySql(format: BodyFormat, stripNulls: boolean | undefined): string {
  switch (format) {
    case 'csv':
      return `coalesce(string_agg(substr(_t::text, 2, length(_t::text) - 2), chr(10)), '')`;
    case 'object':
      return stripNulls
        ? `coalesce(json_strip_nulls(json_agg(_t) -> 0)::text, 'null')`
        : `coalesce((json_agg(_t) -> 0)::text, 'null')`;
    default:
      return stripNulls
        ? `coalesce(json_strip_nulls(json_agg(_t)), '[]')::text`
        : `coalesce(json_agg(_t), '[]')::text`;
  }
}

/**
 * One statement answering a read: `total` (when counted), `page_total` and `body`, the body built
 * by PostgreSQL (json_agg), as PostgREST does.
 */
export function readStatement(b: BuiltLevel, params: Params, opts: StatementOptions): string {
  const rows = rowsSql(b, params, opts);
  let total = 'null::int8';
  if (opts.exactCount || opts.countCap !== undefined)
    total = `(${countSql(b, params, opts.source, opts.countCap)})::int8`;
  const prefix = opts.with ? `with ${opts.with} ` : '';
  const extra = opts.extra?.length ? `, ${opts.extra.join(', ')}` : '';
  return `${prefix}select ${total} as total, count(*)::int8 as page_total, ${bodySql(opts.format, opts.stripNulls)} as body${extra} from (${rows}) _t`;
}

/** The planner's row estimate of the matching rows (`count=planned`): run with its own parameters. */
export function plannedCountStatement(b: BuiltLevel, source: string, withClause?: string): string {
  const prefix = withClause ? `with ${withClause} ` : '';
  return `explain (format json) ${prefix}select 1 from ${source} r0 ${b.countJoins.join(' ')}${clause('where', b.where, ' and ')}`;
}

/** The header line of a CSV body: output names, quoted when they need it. */
export function csvHeader(names: string[]): string {
  return names.map((n) => (/[",\n\r]/.test(n) ? `"${n.replaceAll('"', '""')}"` : n)).join(',');
}
