import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { restOptionsFrom, type RestEnv, type RestOptions } from './env.ts';
import { notFoundTable, RestError } from './errors.ts';
import { answerOpenApi } from './handlers/openapi.ts';
import { answerRead, type ReadAnswer } from './handlers/read.ts';
import { sendError } from './handlers/respond.ts';
import { answerRpc } from './handlers/rpc.ts';
import { answerWrite } from './handlers/write.ts';
import { createIdentityResolver, type Caller } from './identity.ts';
import { parseAccept, parsePrefer } from './parse/headers.ts';
import { parseQuery } from './parse/query.ts';
import { SchemaStore } from './schema/store.ts';
import { qualified } from './sql/params.ts';
import { shapeOf } from './sql/read.ts';

export type { RestOptions } from './env.ts';

const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'] as const;

function queryParams(url: string): Array<[string, string]> {
  const q = url.indexOf('?');
  return q < 0 ? [] : [...new URLSearchParams(url.slice(q + 1)).entries()];
}

/** Accept-Profile / Content-Profile: only the exposed schema may be named (406 PGRST106). */
function checkProfile(request: FastifyRequest, schema: string) {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const header = request.headers[read ? 'accept-profile' : 'content-profile'];
  if (header === undefined) return;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() !== schema) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${value}`,
      null,
      `Only the following schemas are exposed: ${schema}`,
    );
  }
}

function send(reply: FastifyReply, answer: ReadAnswer, head: boolean) {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (head || answer.body === undefined) return reply.send();
  return reply.send(answer.body);
}

/** PostgREST-compatible data API (rest/v1) over the exposed schema `public`. */
export async function registerRest(
  app: FastifyInstance,
  ctx: PlatformContext,
  overrides: Partial<RestOptions> = {},
): Promise<void> {
  const options: RestOptions = { ...restOptionsFrom(ctx.config), ...overrides };
  const store = new SchemaStore(ctx.db, options.schema);
  const env: RestEnv = { db: ctx.db, options, cache: () => store.get() };
  const resolveCaller = createIdentityResolver(ctx.keys);

  ctx.onSchemaChange.add(() => store.reload());
  // Operators who change the schema by hand run NOTIFY pgrst, 'reload schema', as with PostgREST.
  // A NOTIFY sent while the listening connection was lost never arrives: the cache reloads once it
  // listens again, in case one was.
  const reload = () =>
    store.reload().catch((err: unknown) => ctx.log.error({ err }, 'rest: schema cache reload failed'));
  const unlisten = await ctx.db.listen(
    'pgrst',
    (payload) => {
      const command = payload.trim();
      if (command === '' || command === 'reload schema') void reload();
    },
    () => void reload(),
  );
  ctx.onClose.push(unlisten);

  // Bodies are read as text: JSON is parsed here (PGRST102 on failure) and passed to SQL as is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const fail = (reply: FastifyReply, err: unknown, head: boolean) => {
    if (err instanceof RestError) return sendError(reply, err, head);
    ctx.log.error({ err }, 'rest: unexpected error');
    return sendError(reply, new RestError(500, 'PGRST000', 'Internal server error'), head);
  };

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const head = request.method === 'HEAD';
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(
        reply,
        new RestError(
          413,
          'PGRST413',
          'Payload too large',
          `The request body is larger than ${options.bodyLimit} bytes`,
        ),
        head,
      );
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : undefined;
    if (status)
      return sendError(reply, new RestError(status, 'PGRST100', 'Invalid request', err.message), head);
    return fail(reply, err, head);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
      request.method === 'HEAD',
    ),
  );

  const handle =
    (fn: (request: FastifyRequest, caller: Caller) => Promise<ReadAnswer>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const head = request.method === 'HEAD';
      try {
        checkProfile(request, options.schema);
        const caller = await resolveCaller(request);
        return send(reply, await fn(request, caller), head);
      } catch (err) {
        return fail(reply, err, head);
      }
    };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    exposeHeadRoute: false,
    handler: handle(async (request, caller) => {
      const accept = parseAccept(request.headers.accept, true);
      if (accept.type !== 'openapi' && accept.type !== 'json')
        throw new RestError(
          406,
          'PGRST107',
          `None of these media types are available: ${request.headers.accept}`,
        );
      const doc = await answerOpenApi(env, request, caller, await env.cache());
      return {
        status: 200,
        headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
        body: JSON.stringify(doc),
      };
    }),
  });

  const rpc = async (request: FastifyRequest, caller: Caller, name: string) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
    }
    const cache = await env.cache();
    const prefs = parsePrefer(request.headers.prefer);
    const accept = parseAccept(request.headers.accept);
    return answerRpc(env, request, caller, cache, name, queryParams(request.url), accept, prefs);
  };

  const relation = async (request: FastifyRequest, caller: Caller, name: string) => {
    const cache = await env.cache();
    const table = cache.tables.get(name);
    if (!table) {
      const similar = [...cache.tables.keys()].find((t) => t.toLowerCase() === name.toLowerCase());
      throw notFoundTable(name, similar ? `Perhaps you meant the table 'public.${similar}'` : null);
    }
    const prefs = parsePrefer(request.headers.prefer);
    const accept = parseAccept(request.headers.accept);
    const query = parseQuery(queryParams(request.url));
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return answerRead(
          env,
          request,
          caller,
          cache,
          { shape: shapeOf(table), source: qualified(options.schema, table.name) },
          query,
          accept,
          prefs,
        );
      case 'POST':
      case 'PATCH':
      case 'DELETE':
        return answerWrite(env, request, caller, cache, table, query, accept, prefs);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  };

  // One route for everything below /rest/v1/: `{relation}`, `rpc/{function}`, else PGRST125.
  app.route({
    method: [...TABLE_METHODS],
    url: '/*',
    exposeHeadRoute: false,
    handler: handle(async (request, caller) => {
      const rest = (request.params as { '*': string })['*'];
      const segments = rest.split('/');
      if (segments.length === 1 && segments[0] !== '') return relation(request, caller, segments[0]!);
      if (segments.length === 2 && segments[0] === 'rpc' && segments[1] !== '')
        return rpc(request, caller, segments[1]!);
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    }),
  });
}
