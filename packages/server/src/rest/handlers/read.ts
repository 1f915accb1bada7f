import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import { runAs, type RestEnv } from '../env.ts';
import type { Caller } from '../identity.ts';
import type { LevelModifiers, ParsedQuery, SelectItem } from '../parse/ast.ts';
import { parseRange, type Accepted, type Preferences } from '../parse/headers.ts';
import type { SchemaCache } from '../schema/cache.ts';
import { Params } from '../sql/params.ts';
import { ReadBuilder, type RelationShape } from '../sql/read.ts';
import { csvHeader, plannedCountStatement, readStatement } from '../sql/statement.ts';
import { checkSingular, contentRange, contentTypeFor, preferenceApplied, rangeStatus } from './respond.ts';

export interface ReadTarget {
  shape: RelationShape;
  /** FROM item for the top level. */
  source: string;
  /** WITH clause the statement needs (RPC calls); built with the request's Params. */
  withClause?: (params: Params) => string;
}

export interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The page the request asks for: limit/offset parameters, else the Range header, capped at max rows. */
export function pageOf(
  request: FastifyRequest,
  query: ParsedQuery,
  maxRows: number | undefined,
): { offset: number; limit?: number } {
  const top = query.levels.get('');
  const range = typeof request.headers.range === 'string' ? parseRange(request.headers.range) : undefined;
  let offset = top?.offset ?? range?.offset ?? 0;
  let limit = top?.limit ?? range?.limit;
  if (range && (top?.offset !== undefined || top?.limit !== undefined)) {
    // both given: PostgREST intersects the two ranges
    offset = Math.max(offset, range.offset);
    if (range.limit !== undefined) {
      const end = Math.min(offset + (limit ?? Infinity), range.offset + range.limit);
      limit = Math.max(0, end - offset);
    }
  }
  if (maxRows !== undefined) limit = Math.min(limit ?? maxRows, maxRows);
  return { offset, limit };
}

/** Keeps only what decides which top-level rows match: embeds that are inner or filtered on. */
function countingSelect(
  select: SelectItem[],
  levels: Map<string, LevelModifiers>,
  path: string[],
): SelectItem[] {
  const mods = levels.get(path.join('.'));
  const filtered = new Set(
    mods?.filters.flatMap((f) => (f.kind === 'condition' ? [f.field.name] : [])) ?? [],
  );
  const out: SelectItem[] = [];
  for (const item of select) {
    if (item.kind !== 'embed') continue;
    const key = item.alias ?? item.name;
    if (item.join !== 'inner' && !filtered.has(key) && !filtered.has(item.name)) continue;
    out.push({ ...item, spread: false, select: countingSelect(item.select, levels, [...path, key]) });
  }
  return out;
}

async function plannedCount(
  tx: Queryable,
  cache: SchemaCache,
  target: ReadTarget,
  query: ParsedQuery,
): Promise<number> {
  const params = new Params();
  const levels = new Map(query.levels);
  const top = levels.get('');
  if (top) levels.set('', { ...top, order: undefined });
  const built = new ReadBuilder(cache, params, levels).level(
    target.shape,
    'r0',
    countingSelect(query.select, levels, []),
    [],
  );
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    plannedCountStatement(built, target.source),
    params.values,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** GET/HEAD on a relation or a set-returning function: one statement, body built in SQL. */
export async function answerRead(
  env: RestEnv,
  request: FastifyRequest,
  caller: Caller,
  cache: SchemaCache,
  target: ReadTarget,
  query: ParsedQuery,
  accept: Accepted,
  prefs: Preferences,
  options: { readOnly: boolean; settings?: Record<string, string> } = { readOnly: true },
): Promise<ReadAnswer> {
  const params = new Params();
  const withClause = target.withClause?.(params);
  const builder = new ReadBuilder(cache, params, query.levels);
  const built = builder.level(target.shape, 'r0', query.select, []);
  builder.checkUnused();
  const { offset, limit } = pageOf(request, query, env.options.maxRows);
  const count = prefs.count;
  const planned = count === 'planned' && !target.withClause;
  const estimated = count === 'estimated' && env.options.maxRows !== undefined && !target.withClause;
  const sql = readStatement(built, params, {
    source: target.source,
    with: withClause,
    exactCount: count === 'exact' || (count !== undefined && !planned && !estimated),
    countCap: estimated ? env.options.maxRows : undefined,
    format: accept.type === 'csv' ? 'csv' : accept.type === 'object' ? 'object' : 'json',
    stripNulls: accept.stripNulls,
    limit,
    offset,
  });
  const result = await runAs(
    env,
    request,
    caller,
    prefs,
    options.readOnly,
    async (tx) => {
      const { rows } = await tx.query<{
        total: string | number | null;
        page_total: string | number;
        body: string;
      }>(sql, params.values, { prepare: true });
      const row = rows[0]!;
      let total = row.total === null ? null : Number(row.total);
      if (planned || (estimated && total !== null && total > (env.options.maxRows ?? Infinity))) {
        total = await plannedCount(tx, cache, target, query);
      }
      const page = Number(row.page_total);
      checkSingular(accept, page);
      return { total, page, body: row.body };
    },
    options.settings,
  );
  const status = rangeStatus(offset, result.page, result.total);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(accept),
    'Content-Range': contentRange(offset, result.page, result.total),
  };
  const applied = preferenceApplied(prefs, ['count']);
  if (applied) headers['Preference-Applied'] = applied;
  let body = result.body;
  if (accept.type === 'csv') body = body ? `${csvHeader(built.names)}\n${body}` : csvHeader(built.names);
  return { status, headers, body };
}
