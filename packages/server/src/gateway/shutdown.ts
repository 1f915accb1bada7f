import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * What a graceful stop needs to know about the HTTP server: which connections are open (to cut
 * them off when the grace period ends) and how many requests are in flight (to wait for them).
 * Websocket upgrades are connections but not requests in flight: realtime closes them itself.
 */
export class ConnectionDrain {
  readonly #sockets = new Set<Socket>();
  #inFlight = 0;
  #draining = false;
  #idle = new Set<() => void>();

  constructor(app: FastifyInstance) {
    app.server.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.headers.upgrade) return done();
      this.#inFlight += 1;
      reply.raw.once('close', () => {
        this.#inFlight -= 1;
        if (this.#inFlight === 0) for (const resolve of this.#idle) resolve();
      });
      done();
    });
    // A kept-alive connection would otherwise stay open, idle, until its keep-alive time-out.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.#draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Stops taking connections (idle kept-alive ones close now; requests on busy ones are still
   * answered, each answer closing its connection) and resolves once no request is in flight, or
   * after `waitMs` at the latest.
   */
  async begin(app: FastifyInstance, waitMs: number): Promise<void> {
    this.#draining = true;
    if (app.server.listening) app.server.close();
    if (this.#inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let resolveIdle: (() => void) | undefined;
    await new Promise<void>((resolve) => {
      resolveIdle = resolve;
      this.#idle.add(resolve);
      timer = setTimeout(resolve, waitMs);
    });
    clearTimeout(timer);
    if (resolveIdle) this.#idle.delete(resolveIdle);
  }

  /** The grace period is over: whatever is still connected is cut off. */
  destroyAll(): number {
    const count = this.#sockets.size;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    return count;
  }
}
