import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { callerDb, identifyCaller } from './caller.ts';
import { sendWebResponse, toWebRequest } from './http.ts';
import { FunctionBootError, FunctionRegistry } from './registry.ts';
import type { FunctionContext } from './types.ts';

export type { CallerDb, CallerRole, FunctionConfig, FunctionContext, FunctionHandler } from './types.ts';

const BODY_LIMIT = 10 * 1024 * 1024;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Failures of the host rather than answers of the function carry `x-relay-error: true`, which
 * functions-js turns into FunctionsRelayError (a handler's own non-2xx answer is a FunctionsHttpError).
 */
function relayError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('x-relay-error', 'true').send({ code, message });
}

class Timeout extends Error {}

/** Hosts the product's functions (functions/v1): `supabase/functions/<name>/index.ts`. */
export async function registerFunctions(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const registry = new FunctionRegistry(ctx.config.functionsDir);

  // Handlers get the body exactly as sent, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  // A body over the limit never reaches the function; the refusal is shaped like the functions' own
  // (supabase/functions/_shared/http.ts) so the app reads its code. The rest of the body is read
  // and thrown away (gateway/refused-bodies.ts), so the client gets this answer, not a reset.
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw err;
    return reply.code(413).send({
      code: 'STORAGE-006',
      message: `The request is larger than ${BODY_LIMIT / 1024 / 1024} MB.`,
      details: 'body-too-large',
    });
  });

  const invoke = async (request: FastifyRequest, reply: FastifyReply) => {
    const { name, '*': rest = '' } = request.params as { name: string; '*'?: string };
    let fn;
    try {
      fn = await registry.load(name);
    } catch (err) {
      if (!(err instanceof FunctionBootError)) throw err;
      ctx.log.error({ err, function: name }, 'function failed to load');
      return relayError(reply, 503, 'BOOT_ERROR', 'Function failed to start (please check logs)');
    }
    if (!fn) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Requested function was not found' });

    const check = await identifyCaller(ctx.keys, request, fn.verifyJwt);
    if (!check.ok) return reply.code(401).send({ code: 401, message: check.message });
    const { caller } = check;

    const controller = new AbortController();
    const onClientGone = () => controller.abort(new Error('client disconnected'));
    request.raw.once('close', onClientGone);
    reply.raw.once('close', onClientGone);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new Error('function timed out'));
        reject(new Timeout());
      }, fn.timeoutMs);
    });
    const context: FunctionContext = {
      name,
      role: caller.role,
      userId: caller.userId,
      claims: caller.claims,
      token: caller.token,
      db: callerDb(ctx.db, caller),
      log: ctx.log.child({ function: name }),
      signal: controller.signal,
    };
    try {
      const webRequest = toWebRequest(request, name, rest, controller.signal);
      const response: unknown = await Promise.race([
        Promise.resolve(fn.handler(webRequest, context)),
        timedOut,
      ]);
      if (!(response instanceof Response)) throw new Error('the handler did not return a Response');
      return await sendWebResponse(reply, response, request.method === 'HEAD');
    } catch (err) {
      if (err instanceof Timeout) {
        ctx.log.warn({ function: name, timeoutMs: fn.timeoutMs }, 'function timed out');
        return relayError(reply, 504, 'WORKER_TIMEOUT', 'Function timed out');
      }
      ctx.log.error({ err, function: name }, 'function failed');
      return relayError(reply, 500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');
    } finally {
      clearTimeout(timer);
      request.raw.off('close', onClientGone);
    }
  };

  app.route({ method: [...METHODS], url: '/:name', bodyLimit: BODY_LIMIT, handler: invoke });
  app.route({ method: [...METHODS], url: '/:name/*', bodyLimit: BODY_LIMIT, handler: invoke });
}
