import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
import type { Keys } from './keys.ts';

/** What every API module is given when it is composed into the app. */
export interface PlatformContext {
  config: ServerConfig;
  db: Db;
  keys: Keys;
  log: FastifyBaseLogger;
  /** Called after migrations and whenever the schema may have changed (rest reloads its cache). */
  onSchemaChange: Set<() => Promise<void>>;
  /** Resources to release on shutdown, last registered first. */
  onClose: Array<() => Promise<void>>;
}
