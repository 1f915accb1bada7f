import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { dumpPglite } from '../db/pglite.ts';

/**
 * POST /admin/v1/instance-backup: the embedded database's folder as a gzipped tarball, for
 * `npm run backup-instance` while this server runs (only the process that opened the folder may
 * read it). Service-role key only: it holds every trader's data and every password hash.
 */
export function registerInstanceBackup(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/instance-backup', async (request, reply) => {
    const header = request.headers.apikey;
    const auth = request.headers.authorization;
    const key =
      typeof header === 'string' && header
        ? header
        : typeof auth === 'string' && auth.startsWith('Bearer ')
          ? auth.slice(7)
          : undefined;
    const role = key ? ctx.keys.apiKeyRole(key) : null;
    if (role !== 'service_role')
      return reply.code(key ? 403 : 401).send({ message: 'The service_role key is required' });
    const dump = dumpPglite(ctx.db);
    if (!dump)
      return reply
        .code(409)
        .send({
          message: 'This server runs on PostgreSQL: npm run backup-instance takes its backup with pg_dump',
        });
    const tarball = Buffer.from(await (await dump).arrayBuffer());
    return reply.header('Content-Type', 'application/gzip').send(tarball);
  });
}
