import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import { runAs, type RestEnv } from '../env.ts';
import { RestError, unknownColumn } from '../errors.ts';
import type { Caller } from '../identity.ts';
import type { LevelModifiers, ParsedQuery } from '../parse/ast.ts';
import type { Accepted, Preferences } from '../parse/headers.ts';
import type { SchemaCache, Table } from '../schema/cache.ts';
import { Params, ident } from '../sql/params.ts';
import { ReadBuilder, shapeOf, type BuiltLevel } from '../sql/read.ts';
import { csvHeader, readStatement } from '../sql/statement.ts';
import { deleteSql, insertSql, rowSet, updateSql, type Conflict } from '../sql/write.ts';
import { readPayload, type JsonObject } from './body.ts';
import type { ReadAnswer } from './read.ts';
import { checkSingular, contentRange, contentTypeFor, preferenceApplied } from './respond.ts';

interface Mutation {
  /** Statements run in order (no representation), their row counts summed. */
  statements?: Array<{ sql: string; params: Params }>;
  /** WITH clause yielding `pgrst_source` (rows changed) for a representation. */
  withClause?: string;
  params: Params;
  /** Representation level over pgrst_source. */
  built?: BuiltLevel;
  insertedFlag?: boolean;
}

function checkColumns(table: Table, columns: readonly string[]) {
  for (const c of columns) if (!table.columns.has(c)) throw unknownColumn(c, table.name);
}

/** Top-level filters of a mutation as SQL over r0; nothing else of the top level applies to it. */
function mutationWhere(cache: SchemaCache, table: Table, query: ParsedQuery, params: Params): string[] {
  const top = query.levels.get('');
  if (top && (top.limit !== undefined || top.offset !== undefined)) {
    throw new RestError(
      400,
      'PGRST127',
      'Feature not implemented',
      'limit and offset are not supported on PATCH and DELETE',
    );
  }
  const levels = new Map<string, LevelModifiers>([['', { filters: top?.filters ?? [], embedNull: [] }]]);
  return new ReadBuilder(cache, params, levels).level(shapeOf(table), 'r0', [], []).where;
}

/** The representation of changed rows: the select tree over pgrst_source, embedded filters kept. */
function representation(
  cache: SchemaCache,
  table: Table,
  query: ParsedQuery,
  params: Params,
  selectPk = false,
): BuiltLevel {
  const levels = new Map(query.levels);
  levels.delete('');
  const builder = new ReadBuilder(cache, params, levels);
  const select = selectPk
    ? table.primaryKey.map((name) => ({ kind: 'column' as const, field: { name, json: [] } }))
    : query.select;
  const built = builder.level(shapeOf(table), 'r0', select, []);
  builder.checkUnused();
  return built;
}

function insertMutation(
  cache: SchemaCache,
  table: Table,
  request: FastifyRequest,
  query: ParsedQuery,
  prefs: Preferences,
  returning: 'none' | 'rows' | 'pk',
): Mutation {
  const payload = readPayload(request, { allowArray: true });
  const params = new Params();
  let columns = query.columns;
  if (!columns) {
    const first = Object.keys(payload.rows[0] ?? {});
    if (
      payload.isArray &&
      payload.rows.some((r) => Object.keys(r).length !== first.length || !first.every((k) => k in r))
    ) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
    columns = first;
  }
  checkColumns(table, columns);
  let conflict: Conflict | undefined;
  if (prefs.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    checkColumns(table, target);
    conflict = { target, action: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const text = payload.isArray ? payload.text : `[${payload.text}]`;
  // Rows grouped by the columns they carry: with missing=default an absent key takes the default.
  const groups = new Map<string, { columns: string[]; rows: number[] }>();
  payload.rows.forEach((row: JsonObject, i) => {
    const cols = prefs.missing === 'default' ? columns.filter((c) => c in row) : columns;
    const key = cols.join('\u0000');
    const group = groups.get(key) ?? { columns: cols, rows: [] };
    group.rows.push(i + 1);
    groups.set(key, group);
  });
  const single = groups.size === 1;
  const insertedFlag = conflict?.action === 'merge' && table.kind === 'table' && returning === 'rows';
  const spec = (g: { columns: string[]; rows: number[] }, p: Params, body: string) => ({
    schema: cache.schema,
    table,
    columns: g.columns,
    payload: body,
    rows: single ? undefined : rowSet(p, g.rows),
    conflict,
    returning: returning !== 'none',
    insertedFlag,
  });
  if (returning === 'none') {
    const statements = [...groups.values()].map((g) => {
      const p = new Params();
      return { sql: insertSql(spec(g, p, p.add(text))), params: p };
    });
    return { statements, params };
  }
  const body = params.add(text);
  const specs = [...groups.values()].map((g) => spec(g, params, body));
  const ctes = specs.map((spec, i) => `i${i} as (${insertSql(spec)})`);
  const union = specs.map((_, i) => `select * from i${i}`).join(' union all ');
  const built = representation(cache, table, query, params, returning === 'pk');
  return { withClause: `${ctes.join(', ')}, pgrst_source as (${union})`, params, built, insertedFlag };
}

function updateMutation(
  cache: SchemaCache,
  table: Table,
  request: FastifyRequest,
  query: ParsedQuery,
  returning: boolean,
): Mutation {
  const payload = readPayload(request, { allowArray: false });
  const params = new Params();
  const columns = query.columns ?? Object.keys(payload.rows[0] ?? {});
  checkColumns(table, columns);
  const body = params.add(payload.text);
  const where = mutationWhere(cache, table, query, params);
  if (columns.length === 0) {
    // Nothing to set: answer as an update of no rows, like PostgREST.
    const none = `select r0.* from ${ident(cache.schema)}.${ident(table.name)} r0 where false and ${body}::json is not null${where.length ? ` and ${where.join(' and ')}` : ''}`;
    if (!returning) return { statements: [{ sql: none, params }], params };
    return {
      withClause: `pgrst_source as (${none})`,
      params,
      built: representation(cache, table, query, params),
    };
  }
  const sql = updateSql(cache.schema, table, columns, body, where, returning);
  if (!returning) return { statements: [{ sql, params }], params };
  return {
    withClause: `pgrst_source as (${sql})`,
    params,
    built: representation(cache, table, query, params),
  };
}

function deleteMutation(cache: SchemaCache, table: Table, query: ParsedQuery, returning: boolean): Mutation {
  const params = new Params();
  const where = mutationWhere(cache, table, query, params);
  const sql = deleteSql(cache.schema, table, where, returning);
  if (!returning) return { statements: [{ sql, params }], params };
  return {
    withClause: `pgrst_source as (${sql})`,
    params,
    built: representation(cache, table, query, params),
  };
}

/** POST (insert/upsert), PATCH and DELETE on a relation, in one transaction as the caller. */
export async function answerWrite(
  env: RestEnv,
  request: FastifyRequest,
  caller: Caller,
  cache: SchemaCache,
  table: Table,
  query: ParsedQuery,
  accept: Accepted,
  prefs: Preferences,
): Promise<ReadAnswer> {
  const method = request.method;
  const returnMode = prefs.return ?? 'minimal';
  const wantsRows = returnMode === 'representation';
  const mutation =
    method === 'POST'
      ? insertMutation(
          cache,
          table,
          request,
          query,
          prefs,
          wantsRows ? 'rows' : returnMode === 'headers-only' ? 'pk' : 'none',
        )
      : method === 'PATCH'
        ? updateMutation(cache, table, request, query, wantsRows)
        : deleteMutation(cache, table, query, wantsRows);

  const result = await runAs(env, request, caller, prefs, false, async (tx: Queryable) => {
    let affected = 0;
    let body: string | undefined;
    let inserted: boolean | null = null;
    if (mutation.statements) {
      for (const { sql, params } of mutation.statements)
        affected += (await tx.query(sql, params.values)).rowCount;
      if (accept.type === 'object' && returnMode !== 'minimal') checkSingular(accept, affected);
    } else {
      const format =
        returnMode === 'headers-only'
          ? 'json'
          : accept.type === 'csv'
            ? 'csv'
            : accept.type === 'object'
              ? 'object'
              : 'json';
      const sql = readStatement(mutation.built!, mutation.params, {
        source: 'pgrst_source',
        with: mutation.withClause,
        format,
        stripNulls: accept.stripNulls,
        extra: mutation.insertedFlag
          ? ['(select coalesce(bool_or(pgrst_inserted), false) from pgrst_source) as inserted']
          : undefined,
      });
      const { rows } = await tx.query<{ page_total: string | number; body: string; inserted?: boolean }>(
        sql,
        mutation.params.values,
        { prepare: true },
      );
      affected = Number(rows[0]!.page_total);
      body = rows[0]!.body;
      inserted = rows[0]!.inserted ?? null;
      if (format === 'object') checkSingular(accept, affected);
    }
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${affected} rows`,
      );
    }
    return { affected, body, inserted };
  });

  const headers: Record<string, string> = {};
  const counted = prefs.count !== undefined ? result.affected : null;
  headers['Content-Range'] =
    method === 'PATCH' ? contentRange(0, result.affected, counted) : `*/${counted ?? '*'}`;
  const applied = preferenceApplied(prefs, [
    'return',
    'count',
    'resolution',
    'missing',
    'handling',
    'maxAffected',
  ]);
  if (applied) headers['Preference-Applied'] = applied;

  if (returnMode === 'headers-only' && method === 'POST') {
    const rows = JSON.parse(result.body ?? '[]') as JsonObject[];
    const first = rows[0];
    if (first && table.primaryKey.length) {
      const q = table.primaryKey
        .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k] ?? ''))}`)
        .join('&');
      headers.Location = `/${encodeURIComponent(table.name)}?${q}`;
    }
    return { status: 201, headers, body: undefined };
  }
  if (!wantsRows) return { status: method === 'POST' ? 201 : 204, headers, body: undefined };
  headers['Content-Type'] = contentTypeFor(accept);
  let body = result.body;
  if (accept.type === 'csv')
    body = body ? `${csvHeader(mutation.built!.names)}\n${body}` : csvHeader(mutation.built!.names);
  const status =
    method === 'POST'
      ? result.inserted === false && prefs.resolution === 'merge-duplicates'
        ? 200
        : 201
      : 200;
  return { status, headers, body };
}
