import { join } from 'node:path';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, QueryResult, RequestIdentity } from './types.ts';
export { isDbError } from './types.ts';
export { runMigrations } from './migrate.ts';

/** PostgreSQL when a connection string is configured, else PGlite under `<dataDir>/db`. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory || !options.dataDir ? undefined : join(options.dataDir, 'db'));
}
