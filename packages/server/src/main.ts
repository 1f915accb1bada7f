import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { moveEarlierDataDir } from './cli/earlier-data-dir.ts';
import { configFromEnv } from './config.ts';

/** CLI entry: `npm start` runs this after building the SPA. */
async function main() {
  const config = configFromEnv();
  const moved = moveEarlierDataDir({
    dataDir: config.dataDir,
    dataDirSet: process.env.DATA_DIR !== undefined,
    serverPackageDir: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  });
  const server = await buildServer(config);
  if (moved)
    server.app.log.warn(`moved the data folder of an earlier version from ${moved} to ${config.dataDir}`);
  const url = await server.listen();
  server.app.log.info(
    `Edgelog is running at ${url} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  );
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    // The operator asked twice: they want it gone now, not gracefully.
    if (stopping) {
      server.app.log.warn(`${signal} received again, exiting at once`);
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(
      `${signal} received, finishing requests in flight (up to ${config.shutdownGraceMs} ms)`,
    );
    try {
      await server.shutdown(config.shutdownGraceMs);
    } catch (err) {
      server.app.log.error({ err }, 'shutdown did not complete cleanly');
      process.exit(1);
    }
    server.app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
