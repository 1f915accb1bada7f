import { buildServer } from './app.ts';
import { configFromEnv } from './config.ts';

/** CLI entry: `npm start` runs this after building the SPA. */
async function main() {
  const config = configFromEnv();
  const server = await buildServer(config);
  const url = await server.listen();
  server.app.log.info(
    `Edgelog is running at ${url} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  );
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
