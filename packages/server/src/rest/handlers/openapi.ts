import type { FastifyRequest } from 'fastify';
import { runAs, type RestEnv } from '../env.ts';
import type { Caller } from '../identity.ts';
import type { Column, SchemaCache, Table } from '../schema/cache.ts';

type Schema = Record<string, unknown>;

function columnSchema(c: Column, table: Table): Schema {
  const s: Schema = { format: c.type };
  if (c.description) s.description = c.description;
  if (table.primaryKey.includes(c.name))
    s.description = `${c.description ? `${c.description}\n\n` : ''}Note:\nThis is a Primary Key.<pk/>`;
  if (c.defaultExpr && !c.generated) s.default = c.defaultExpr;
  switch (c.category) {
    case 'N':
      s.type = /^(int|smallint|bigint|integer)/.test(c.type) ? 'integer' : 'number';
      break;
    case 'B':
      s.type = 'boolean';
      break;
    case 'A':
      s.type = 'array';
      s.items = { type: 'string' };
      break;
    default:
      if (c.typname !== 'json' && c.typname !== 'jsonb') s.type = 'string';
  }
  return s;
}

/** The Swagger 2.0 description of what the caller may use, as PostgREST's root answers it. */
export async function answerOpenApi(
  env: RestEnv,
  request: FastifyRequest,
  caller: Caller,
  cache: SchemaCache,
): Promise<Schema> {
  const visible = await runAs(env, request, caller, undefined, true, async (tx) => {
    const { rows } = await tx.query<{ kind: string; name: string }>(
      `select 'r' as kind, c.relname as name from pg_class c
         where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')
           and (has_table_privilege(c.oid, 'SELECT') or has_table_privilege(c.oid, 'INSERT') or has_table_privilege(c.oid, 'UPDATE') or has_table_privilege(c.oid, 'DELETE'))
       union all
       select 'f', p.proname from pg_proc p where p.pronamespace = $1::regnamespace and has_function_privilege(p.oid, 'EXECUTE')`,
      [cache.schema],
    );
    return rows;
  });
  const tables = new Set(visible.filter((r) => r.kind === 'r').map((r) => r.name));
  const functions = new Set(visible.filter((r) => r.kind === 'f').map((r) => r.name));
  const paths: Record<string, Schema> = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  const definitions: Record<string, Schema> = {};
  for (const table of cache.tables.values()) {
    if (!tables.has(table.name)) continue;
    const properties: Record<string, Schema> = {};
    for (const c of table.columns.values()) properties[c.name] = columnSchema(c, table);
    definitions[table.name] = {
      type: 'object',
      required: [...table.columns.values()].filter((c) => c.notNull && !c.hasDefault).map((c) => c.name),
      properties,
      ...(table.description ? { description: table.description } : {}),
    };
    const ref = { $ref: `#/definitions/${table.name}` };
    const filters = table.columnNames.map((name) => ({
      name,
      in: 'query',
      required: false,
      type: 'string',
      format: table.columns.get(name)!.type,
    }));
    const ok = { description: 'OK', schema: { type: 'array', items: ref } };
    const path: Schema = {
      get: {
        tags: [table.name],
        ...(table.description ? { summary: table.description } : {}),
        parameters: [
          ...filters,
          { $ref: '#/parameters/select' },
          { $ref: '#/parameters/order' },
          { $ref: '#/parameters/range' },
          { $ref: '#/parameters/offset' },
          { $ref: '#/parameters/limit' },
          { $ref: '#/parameters/preferCount' },
        ],
        responses: { '200': ok, '206': { description: 'Partial Content' } },
      },
    };
    if (table.insertable)
      path.post = {
        tags: [table.name],
        parameters: [
          { $ref: `#/parameters/body.${table.name}` },
          { $ref: '#/parameters/select' },
          { $ref: '#/parameters/preferPost' },
        ],
        responses: { '201': { description: 'Created' } },
      };
    if (table.updatable)
      path.patch = {
        tags: [table.name],
        parameters: [
          ...filters,
          { $ref: `#/parameters/body.${table.name}` },
          { $ref: '#/parameters/preferReturn' },
        ],
        responses: { '204': { description: 'No Content' } },
      };
    if (table.deletable)
      path.delete = {
        tags: [table.name],
        parameters: [...filters, { $ref: '#/parameters/preferReturn' }],
        responses: { '204': { description: 'No Content' } },
      };
    paths[`/${table.name}`] = path;
  }
  for (const [name, overloads] of cache.functions) {
    if (!functions.has(name)) continue;
    const fn = overloads[0]!;
    const properties: Record<string, Schema> = {};
    for (const a of fn.args) if (a.name) properties[a.name] = { format: a.type, type: 'string' };
    const required = fn.args.filter((a) => a.name && !a.hasDefault).map((a) => a.name);
    paths[`/rpc/${name}`] = {
      post: {
        tags: ['(rpc) ' + name],
        ...(fn.description ? { summary: fn.description } : {}),
        parameters: [
          { name: 'args', in: 'body', required: true, schema: { type: 'object', required, properties } },
          { $ref: '#/parameters/preferParams' },
        ],
        produces: ['application/json', 'application/vnd.pgrst.object+json'],
        responses: { '200': { description: 'OK' } },
      },
      get: {
        tags: ['(rpc) ' + name],
        parameters: fn.args
          .filter((a) => a.name)
          .map((a) => ({
            name: a.name,
            in: 'query',
            required: !a.hasDefault,
            type: 'string',
            format: a.type,
          })),
        responses: { '200': { description: 'OK' } },
      },
    };
  }
  const host = request.host;
  const parameters: Record<string, Schema> = {
    preferParams: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      in: 'header',
      type: 'string',
      enum: ['params=single-object'],
    },
    preferReturn: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      in: 'header',
      type: 'string',
      enum: ['return=representation', 'return=minimal', 'return=none'],
    },
    preferCount: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      in: 'header',
      type: 'string',
      enum: ['count=none'],
    },
    preferPost: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      in: 'header',
      type: 'string',
      enum: [
        'return=representation',
        'return=minimal',
        'return=none',
        'resolution=ignore-duplicates',
        'resolution=merge-duplicates',
      ],
    },
    select: {
      name: 'select',
      description: 'Filtering Columns',
      required: false,
      in: 'query',
      type: 'string',
    },
    on_conflict: {
      name: 'on_conflict',
      description: 'On Conflict',
      required: false,
      in: 'query',
      type: 'string',
    },
    order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
    range: {
      name: 'Range',
      description: 'Limiting and Pagination',
      required: false,
      in: 'header',
      type: 'string',
    },
    rangeUnit: {
      name: 'Range-Unit',
      description: 'Limiting and Pagination',
      required: false,
      default: 'items',
      in: 'header',
      type: 'string',
    },
    offset: {
      name: 'offset',
      description: 'Limiting and Pagination',
      required: false,
      in: 'query',
      type: 'string',
    },
    limit: {
      name: 'limit',
      description: 'Limiting and Pagination',
      required: false,
      in: 'query',
      type: 'string',
    },
    rowFilter: { name: 'rowFilter', required: false, in: 'query', type: 'string' },
  };
  for (const name of Object.keys(definitions)) {
    parameters[`body.${name}`] = {
      name,
      description: name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${name}` },
    };
  }
  return {
    swagger: '2.0',
    info: {
      description: 'Edgelog data API (PostgREST-compatible)',
      title: 'Edgelog REST API',
      version: '12',
    },
    host,
    basePath: '/rest/v1',
    schemes: [request.protocol],
    consumes: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    produces: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    paths,
    definitions,
    parameters,
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://postgrest.org/en/v12/references/api.html',
    },
  };
}
