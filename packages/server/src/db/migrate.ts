import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.ts';

export interface Migration {
  scope: 'platform' | 'product';
  name: string;
  sql: string;
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${migration} failed and was rolled back: ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

/** `*.sql` files of a folder in name order (timestamp prefixes make that the intended order). */
export function readMigrations(dir: string, scope: Migration['scope']): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ scope, name, sql: readFileSync(join(dir, name), 'utf8') }));
}

// Serialises concurrent start-ups of several server processes on one PostgreSQL cluster.
const MIGRATION_LOCK_KEY = 7_283_901;

/**
 * Applies each migration once, in order, each in its own transaction with its record; a failure
 * rolls that migration back and stops with a message naming it.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  // Under the lock too: `if not exists` does not stop two start-ups creating the schema at once.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists _edgelog;
      create table if not exists _edgelog.migrations (
        scope text not null,
        name text not null,
        applied_at timestamptz not null default now(),
        primary key (scope, name)
      );
    `);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const label = `${migration.scope}/${migration.name}`;
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const done = await tx.query('select 1 from _edgelog.migrations where scope = $1 and name = $2', [
          migration.scope,
          migration.name,
        ]);
        if (done.rows.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query('insert into _edgelog.migrations (scope, name) values ($1, $2)', [migration.scope, migration.name]);
        return true;
      });
      if (ran) applied.push(label);
    } catch (err) {
      throw new MigrationError(label, err);
    }
  }
  return applied;
}
