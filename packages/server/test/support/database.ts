import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * In PostgreSQL mode (EDGELOG_TEST_DATABASE_URL set by scripts/test.sh) each test server gets a
 * database of its own on the shared cluster, dropped when the test is done.
 */
export const testDatabaseUrl = process.env.EDGELOG_TEST_DATABASE_URL;
export const testMode: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (!testDatabaseUrl) return undefined;
  const name = `edgelog_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
