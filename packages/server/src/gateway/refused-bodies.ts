import type { FastifyInstance } from 'fastify';

/** How long a refused body is read and thrown away before the connection is cut. */
export const REFUSED_BODY_LINGER_MS = 30_000;

/**
 * A body refused before it was read whole (over a body limit, most often) is answered at once, and
 * Fastify marks that answer `Connection: close`. Node then closes the socket while the client is
 * still sending, the client's unread bytes make the kernel reset the connection, and the client
 * sees a reset instead of the 413. So the connection is kept and what is left of the body is read
 * and thrown away (Node discards an unread body once the answer is sent); a client still sending
 * after the linger time loses the connection.
 */
export function lingerOnRefusedBodies(app: FastifyInstance, lingerMs = REFUSED_BODY_LINGER_MS): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || request.headers.upgrade !== undefined) return payload;
    if (String(reply.getHeader('connection') ?? '').toLowerCase() !== 'close') return payload;
    reply.removeHeader('connection');
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket?.destroy();
    }, lingerMs);
    timer.unref();
    return payload;
  });
}
