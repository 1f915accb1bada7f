export { buildServer, type EdgelogServer } from './app.ts';
export { configFromEnv, defaultConfig, type ServerConfig } from './config.ts';
export type { PlatformContext } from './context.ts';
export type { Db, Queryable, RequestIdentity } from './db/index.ts';
