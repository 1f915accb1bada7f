import type { FastifyInstance } from 'fastify';

/**
 * An upgrade request answered with plain HTTP (refused by the API-key check, a path with no
 * websocket, the SPA) keeps its socket: Node detached it from the HTTP parser for the upgrade, so no
 * keep-alive timeout or close applies and it would stay open as long as the client keeps it. The
 * answer says the connection closes, and it does once the answer is sent. An accepted websocket is
 * hijacked: it answers 101 itself and never reaches these hooks' effects.
 */
export function releaseRefusedUpgrades(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade !== undefined) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade === undefined || reply.statusCode === 101) return;
    request.raw.socket.destroy();
  });
}
