import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { Broadcaster } from './broadcast.ts';
import { Catalog } from './changes/catalog.ts';
import { ChangeDispatcher } from './changes/dispatch.ts';
import { ChangeFeed } from './changes/feed.ts';
import { ListeningTables } from './changes/listening.ts';
import { Connection } from './connection.ts';
import { registerBroadcastRoutes } from './http.ts';
import { Hub } from './hub.ts';
import { Presence } from './presence-cluster.ts';
import { Bus } from './bus.ts';
import { SUPPORTED_VSN, type Vsn } from './protocol.ts';
import { DEFAULT_LIMITS, type RealtimeLimits, type RealtimeServices } from './services.ts';

/** Also how often the tables this process listens to are renewed: well inside their 35 s. */
const MAINTENANCE_EVERY_MS = 15_000;
const PRUNE_EVERY_MS = 60_000;
/** Longest a closing server waits for changes still being pushed (the database may be gone). */
const FLUSH_ON_CLOSE_MS = 2_000;

function apiKeyOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  if (typeof query.apikey === 'string' && query.apikey) return query.apikey;
  for (const name of ['apikey', 'x-api-key']) {
    const value = request.headers[name];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}

/** Phoenix-protocol websocket (realtime/v1): postgres_changes, broadcast and presence. */
export async function registerRealtime(
  app: FastifyInstance,
  ctx: PlatformContext,
  limits: RealtimeLimits = DEFAULT_LIMITS,
): Promise<void> {
  const hub = new Hub();
  const catalog = new Catalog(ctx.db);
  const bus = new Bus(ctx.db, ctx.log);
  const broadcaster = new Broadcaster(bus, hub);
  const presence = new Presence(bus, hub, ctx.log);
  const feed = new ChangeFeed(ctx.db, hub, new ChangeDispatcher(ctx.db, catalog, hub, ctx.log), ctx.log);
  const listening = new ListeningTables(ctx.db, hub, bus.origin, ctx.log);
  const services: RealtimeServices = {
    db: ctx.db,
    keys: ctx.keys,
    log: ctx.log,
    hub,
    catalog,
    listening,
    broadcaster,
    presence,
    limits,
  };
  const connections = new Set<Connection>();

  await feed.start();
  await bus.start();
  await presence.start();
  // After migrations and schema changes: tables added to the publication get their trigger.
  ctx.onSchemaChange.add(async () => {
    try {
      await catalog.syncCapture();
    } catch (err) {
      // Not fatal: a subscription to a published table syncs again before it starts.
      ctx.log.error({ err }, 'realtime: could not put the capture trigger on published tables');
    }
  });

  let lastPrune = Date.now();
  const maintenance = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      if (now - conn.lastSeen > limits.idleTimeoutMs) conn.close(1000, 'heartbeat timeout');
    }
    void listening.refresh();
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      void feed.prune();
      void bus.prune();
    }
  }, MAINTENANCE_EVERY_MS);
  maintenance.unref();

  ctx.onClose.push(async () => {
    clearInterval(maintenance);
    for (const conn of connections) conn.close(1001, 'server shutting down');
    connections.clear();
    await listening.stop();
    await presence.stop();
    await feed.stop();
    await bus.stop();
  });

  // Before @fastify/websocket's own preClose, which closes sockets without a code. By the time the
  // server closes (a graceful stop waits for requests in flight first) the changes those requests
  // made are pushed, then each socket hears 1001 "going away", after what was queued for it, and
  // realtime-js reconnects, to another process behind the balancer.
  app.addHook('preClose', async () => {
    await Promise.race([
      feed.idle(),
      new Promise((resolve) => setTimeout(resolve, FLUSH_ON_CLOSE_MS).unref()),
    ]);
    for (const conn of connections) conn.close(1001, 'server shutting down');
  });

  await app.register(websocket, { options: { maxPayload: limits.maxFrameBytes } });

  app.get(
    '/websocket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const vsn = typeof query.vsn === 'string' ? query.vsn : '1.0.0';
        if (!SUPPORTED_VSN.includes(vsn as Vsn)) {
          return reply.code(400).send({ message: `Unsupported serializer version: ${vsn}` });
        }
        if (!apiKeyOf(request)) return reply.code(401).send({ message: 'API key is missing' });
      },
    },
    (socket, request) => {
      const query = request.query as Record<string, unknown>;
      const vsn = (typeof query.vsn === 'string' ? query.vsn : '1.0.0') as Vsn;
      const asked = Number(query.eventsPerSecond);
      const eventsPerSecond =
        Number.isFinite(asked) && asked >= 1
          ? Math.min(Math.floor(asked), limits.maxEventsPerSecond)
          : limits.maxEventsPerSecond;
      const conn = new Connection(socket, vsn, apiKeyOf(request), services, eventsPerSecond);
      connections.add(conn);
      socket.on('message', (data, isBinary) => {
        try {
          conn.onFrame(data, isBinary);
        } catch (err) {
          ctx.log.error({ err }, 'realtime: frame handling failed');
        }
      });
      socket.on('close', () => {
        conn.onClosed();
        connections.delete(conn);
      });
    },
  );

  registerBroadcastRoutes(app, services);
}
