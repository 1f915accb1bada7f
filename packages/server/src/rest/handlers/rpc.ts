import type { FastifyRequest } from 'fastify';
import { runAs, type RestEnv } from '../env.ts';
import { invalidBody, RestError } from '../errors.ts';
import type { Caller } from '../identity.ts';
import type { ParsedQuery } from '../parse/ast.ts';
import type { Accepted, Preferences } from '../parse/headers.ts';
import { parseQuery } from '../parse/query.ts';
import type { Column, Func, SchemaCache } from '../schema/cache.ts';
import { ident, Params, qualified } from '../sql/params.ts';
import { shapeOf, type RelationShape } from '../sql/read.ts';
import { parseJson, rawBody } from './body.ts';
import { checkCallLimits } from './call-limits.ts';
import { answerRead, pageOf, type ReadAnswer } from './read.ts';
import { contentRange, contentTypeFor } from './respond.ts';

const isJsonArg = (f: Func) =>
  f.args.length === 1 && f.args[0]!.name === '' && /^jsonb?$/.test(f.args[0]!.type);

function signature(name: string, keys: string[]) {
  return `public.${name}(${[...keys].sort().join(', ')})`;
}

/** The overload named arguments select, as PostgREST chooses it (404 PGRST202, 300 PGRST203). */
export function chooseFunction(cache: SchemaCache, name: string, keys: string[], wholeBody: boolean): Func {
  const overloads = cache.functions.get(name) ?? [];
  let matches = overloads.filter(
    (f) =>
      !isJsonArg(f) &&
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (matches.length === 0 && wholeBody) matches = overloads.filter(isJsonArg);
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${signature(name, keys)} in the schema cache`,
      `Searched for the function public.${name} with parameter${keys.length === 1 ? '' : 's'} ${keys.length ? [...keys].sort().join(', ') : '(none)'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      null,
    );
  }
  const described = matches.map(
    (f) => `public.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
  );
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${described.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function outShape(fn: Func): RelationShape {
  if (fn.returnTable) return shapeOf(fn.returnTable);
  const columns = new Map<string, Column>();
  for (const c of fn.outColumns) {
    const typname = c.type.replace(/\[\]$/, '');
    columns.set(c.name, {
      name: c.name,
      type: c.type,
      typname:
        c.type === 'tsvector' ? 'tsvector' : c.type === 'jsonb' || c.type === 'json' ? c.type : typname,
      category: '',
      elemtype: null,
      notNull: false,
      defaultExpr: null,
      hasDefault: false,
      generated: false,
      description: null,
    });
  }
  return { name: fn.name, columns, columnNames: fn.outColumns.map((c) => c.name) };
}

/** POST, GET and HEAD on /rpc/{fn}. */
export async function answerRpc(
  env: RestEnv,
  request: FastifyRequest,
  caller: Caller,
  cache: SchemaCache,
  name: string,
  rawParams: Array<[string, string]>,
  accept: Accepted,
  prefs: Preferences,
): Promise<ReadAnswer> {
  const overloads = cache.functions.get(name) ?? [];
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)).filter(Boolean));
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  const query: ParsedQuery = parseQuery(rawParams, (key) => isGet && argNames.has(key));

  let fn: Func;
  let call: (params: Params) => { withArgs?: string; expr: string };
  if (isGet) {
    const args = new Map(query.rest);
    fn = chooseFunction(cache, name, [...args.keys()], false);
    call = (params) => ({
      expr: `${qualified(cache.schema, fn.name)}(${fn.args
        .filter((a) => args.has(a.name))
        .map(
          (a) =>
            `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := ${params.add(args.get(a.name), a.type)}`,
        )
        .join(', ')})`,
    });
  } else {
    const text = rawBody(request).trim() || '{}';
    const value = parseJson(text);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    const keys = isObject ? Object.keys(value as object) : [];
    fn = chooseFunction(cache, name, keys, true);
    if (!isObject && !isJsonArg(fn))
      throw invalidBody('Empty or invalid json', 'The arguments must be a JSON object');
    const record = isObject ? (value as Record<string, unknown>) : {};
    checkCallLimits(fn, isJsonArg(fn) ? [value] : fn.args.map((a) => record[a.name]));
    if (isJsonArg(fn)) {
      call = (params) => ({
        expr: `${qualified(cache.schema, fn.name)}(${params.add(text, fn.args[0]!.type)})`,
      });
    } else {
      const given = fn.args.filter((a) => keys.includes(a.name));
      call = (params) => {
        if (given.length === 0) return { expr: `${qualified(cache.schema, fn.name)}()` };
        const body = params.add(text, 'json');
        const definition = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
        return {
          withArgs: `pgrst_args as (select * from json_to_record(${body}) as _a(${definition}))`,
          expr: `${qualified(cache.schema, fn.name)}(${given
            .map(
              (a) =>
                `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := (select _a.${ident(a.name)} from pgrst_args _a)`,
            )
            .join(', ')})`,
        };
      };
    }
  }
  const readOnly = isGet || fn.volatility !== 'volatile';

  if (fn.returns === 'composite' && (fn.returnTable || fn.outColumns.length > 0)) {
    const target = {
      shape: outShape(fn),
      source: 'pgrst_source',
      withClause: (params: Params) => {
        const c = call(params);
        return `${c.withArgs ? `${c.withArgs}, ` : ''}pgrst_source as materialized (select * from ${c.expr})`;
      },
    };
    const single: Accepted = fn.retset
      ? accept
      : { type: accept.type === 'csv' ? 'csv' : 'object', stripNulls: accept.stripNulls };
    const answer = await answerRead(env, request, caller, cache, target, query, single, prefs, {
      readOnly,
      settings: fn.hoistedSettings,
    });
    if (!fn.retset) delete answer.headers['Content-Range'];
    return answer;
  }

  // Scalars, sets of scalars and void.
  const params = new Params();
  const c = call(params);
  const prefix = c.withArgs ? `with ${c.withArgs} ` : '';
  let sql: string;
  let offset = 0;
  if (fn.returns === 'void') sql = `${prefix}select ${c.expr} as v, 'null' as body, 1 as page_total`;
  else if (fn.retset) {
    const page = pageOf(request, query, env.options.maxRows);
    offset = page.offset;
    const limit = page.limit !== undefined ? ` limit ${params.add(page.limit, 'int8')}` : '';
    const skip = page.offset ? ` offset ${params.add(page.offset, 'int8')}` : '';
    sql = `${prefix}select coalesce(json_agg(_t.v), '[]')::text as body, count(*) as page_total from (select v from ${c.expr} as _s(v)${limit}${skip}) _t`;
  } else sql = `${prefix}select coalesce(to_json(${c.expr})::text, 'null') as body, 1 as page_total`;
  const row = await runAs(
    env,
    request,
    caller,
    prefs,
    readOnly,
    async (tx) =>
      (await tx.query<{ body: string; page_total: string | number }>(sql, params.values, { prepare: true }))
        .rows[0]!,
    fn.hoistedSettings,
  );
  if (fn.returns === 'void') return { status: 204, headers: {}, body: undefined };
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(accept.type === 'csv' ? { type: 'json', stripNulls: false } : accept),
  };
  if (fn.retset) headers['Content-Range'] = contentRange(offset, Number(row.page_total), null);
  return { status: 200, headers, body: row.body };
}
