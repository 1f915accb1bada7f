import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// It ends up in log lines and in the database's application_name: nothing that could break either.
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a proxy or client sent in X-Request-Id when it is well formed, so
 * one id follows a request across the proxy's logs and ours; a fresh random one otherwise (unique
 * across the processes behind one balancer, which a counter is not).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Echoes the id on every answer, refusals included, so a client can quote it in a report. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
