import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { readMigrations, runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/index.ts';
import { platformMigrationsDir } from './db/platform/index.ts';
import type { ServerConfig } from './config.ts';
import type { PlatformContext } from './context.ts';
import { claimSigningKey, loadKeys } from './keys.ts';
import { apiKeyGuard } from './gateway/api-key.ts';
import { registerCors } from './gateway/cors.ts';
import { releaseRefusedUpgrades } from './gateway/upgrades.ts';
import { lingerOnRefusedBodies } from './gateway/refused-bodies.ts';
import { registerSpa } from './gateway/spa.ts';
import { registerReadiness } from './gateway/ready.ts';
import { registerInstanceBackup } from './gateway/instance-backup.ts';
import { echoRequestId, requestIdOf } from './gateway/request-id.ts';
import { ConnectionDrain } from './gateway/shutdown.ts';
import { registerAuth } from './auth/index.ts';
import { registerRest } from './rest/index.ts';
import { registerRealtime } from './realtime/index.ts';
import { objectBytesFor, registerStorage } from './storage/index.ts';
import { registerFunctions } from './functions/index.ts';

export interface EdgelogServer {
  app: FastifyInstance;
  ctx: PlatformContext;
  /** Starts listening; resolves to the base URL (e.g. http://127.0.0.1:54321). */
  listen(): Promise<string>;
  close(): Promise<void>;
  /**
   * Stops gracefully: `/ready` answers 503 at once, no new connection is taken, requests in flight
   * finish, realtime sockets are told to go elsewhere (1001), and whatever is still connected
   * after `graceMs` (default SHUTDOWN_GRACE_MS) is cut off; then the database closes.
   */
  shutdown(graceMs?: number): Promise<void>;
}

/**
 * Builds the whole backend: database (migrated), keys, and every API surface on one Fastify app.
 * Tests call this with a temporary data folder and port 0.
 */
export async function buildServer(config: ServerConfig): Promise<EdgelogServer> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.decorateRequest('apiKeyRole', null);

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    minFreeBytes: config.diskMinFreeMb * 1024 * 1024,
  });
  const migrations = [
    ...readMigrations(platformMigrationsDir, 'platform'),
    ...readMigrations(config.migrationsDir, 'product'),
  ];
  try {
    const applied = await runMigrations(db, migrations);
    if (applied.length > 0) {
      app.log.info({ applied }, 'migrations applied');
      // Processes already serving on this database reload their schema cache, as after NOTIFY pgrst by hand.
      await db.notify('pgrst', 'reload schema');
    }
  } catch (err) {
    await db.close();
    throw err;
  }

  const keys = await loadKeys({
    dataDir: config.dataDir,
    issuer: config.jwtIssuer ?? `${config.apiExternalUrl ?? config.siteUrl}/auth/v1`,
    privateJwk: config.jwtPrivateKey,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
  });
  // The embedded database belongs to one process and its data folder, keys.json with it.
  if (db.driver === 'postgres') {
    try {
      await claimSigningKey(db, keys);
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  const ctx: PlatformContext = { config, db, keys, log: app.log, onSchemaChange: new Set(), onClose: [] };

  echoRequestId(app);
  const drain = new ConnectionDrain(app);
  await registerCors(app);
  releaseRefusedUpgrades(app);
  lingerOnRefusedBodies(app);
  app.addHook('onRequest', apiKeyGuard(keys));

  app.get('/config.json', async (request, reply) => {
    const url = config.apiExternalUrl ?? `${request.protocol}://${request.host}`;
    const analytics = config.analyticsUrl ? { analyticsUrl: config.analyticsUrl } : {};
    return reply.header('Cache-Control', 'no-cache').send({ url, anonKey: keys.anonKey, ...analytics });
  });
  app.get('/health', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: { status: 'ok', driver: db.driver } };
    } catch (err) {
      return reply.code(503).send({
        status: 'error',
        database: {
          status: 'error',
          driver: db.driver,
          message: err instanceof Error ? err.message : String(err),
        },
      });
    }
  });

  const objectBytes = objectBytesFor(config, app.log);
  const readiness = registerReadiness(app, { db, migrations, storage: objectBytes, log: app.log });

  await app.register(async (scope) => registerAuth(scope, ctx), { prefix: '/auth/v1' });
  await app.register(async (scope) => registerRest(scope, ctx), { prefix: '/rest/v1' });
  await app.register(async (scope) => registerRealtime(scope, ctx), { prefix: '/realtime/v1' });
  await app.register(async (scope) => registerStorage(scope, ctx, objectBytes), { prefix: '/storage/v1' });
  await app.register(async (scope) => registerFunctions(scope, ctx), { prefix: '/functions/v1' });
  await app.register(async (scope) => registerInstanceBackup(scope, ctx), { prefix: '/admin/v1' });
  await registerSpa(app, config);

  for (const reload of ctx.onSchemaChange) await reload();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    for (const release of [...ctx.onClose].reverse()) await release();
    await db.close();
  };

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = config.shutdownGraceMs) => (stopping ??= stopGracefully(graceMs));
  const stopGracefully = async (graceMs: number) => {
    if (closed) return;
    readiness.drain();
    const cutOff = setTimeout(() => {
      const count = drain.destroyAll();
      if (count > 0) app.log.warn(`shutdown: grace period over, cut off ${count} connection(s)`);
    }, graceMs);
    try {
      await drain.begin(app, graceMs);
      // Realtime says goodbye in its preClose hook, once the requests whose changes it pushes are done.
      await close();
    } finally {
      clearTimeout(cutOff);
    }
  };

  return {
    app,
    ctx,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      return address.replace('[::1]', '127.0.0.1').replace('0.0.0.0', '127.0.0.1');
    },
    close,
    shutdown,
  };
}
