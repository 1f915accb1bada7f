import { join } from 'node:path';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, QueryResult, RequestIdentity } from './types.ts';
export { isDbError } from './types.ts';
export { runMigrations } from './migrate.ts';

/**
 * PostgreSQL when a connection string is configured, else PGlite under `<dataDir>/db`, which
 * refuses writing while its disk has less than `minFreeBytes` free (disk-space.ts).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  minFreeBytes?: number;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = options.inMemory || !options.dataDir ? undefined : join(options.dataDir, 'db');
  return openPglite(dir, { minFreeBytes: options.minFreeBytes ?? 0 });
}
