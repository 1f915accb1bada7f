import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { DiskVersionStore, S3VersionStore, type VersionStore } from './migrate-to-postgres-files.ts';
import { migrateToPostgres } from './migrate-to-postgres-run.ts';

const USAGE =
  'usage: npm run migrate-to-postgres -- --from ./data --to postgres://… [--data-dir <folder for keys.json>] [--storage-dir <folder>] [--storage disk|s3] [--from-storage-dir <folder>]';

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** `npm run migrate-to-postgres -- --from ./data --to $DATABASE_URL` */
async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'data-dir': { type: 'string' },
      'storage-dir': { type: 'string' },
      'from-storage-dir': { type: 'string' },
      storage: { type: 'string' },
      'page-rows': { type: 'string' },
    },
  });
  const to = values.to ?? process.env.DATABASE_URL;
  if (!values.from || !to) throw new Error(USAGE);
  if (values.storage !== undefined && values.storage !== 'disk' && values.storage !== 's3')
    throw new Error(`--storage must be disk or s3\n${USAGE}`);
  // npm runs the script inside packages/server; a relative path means one where it was typed.
  const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: to };
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  if (values['storage-dir']) env.STORAGE_DIR = values['storage-dir'];
  // Unset, the files go where the target's own settings (STORAGE_BACKEND) put them.
  if (values.storage) env.STORAGE_BACKEND = values.storage === 's3' ? 's3' : 'local';
  const config = configFromEnv(env);
  const from = here(values.from);
  const storageDir = config.storageDir ?? join(config.dataDir, 'storage');
  const storage: VersionStore = config.s3 ? new S3VersionStore(config.s3) : new DiskVersionStore(storageDir);
  console.log(
    `moving the embedded instance in ${from} into ${withoutPassword(to)} (files into ${storage.where})`,
  );

  const report = await migrateToPostgres({
    from,
    fromStorageDir: values['from-storage-dir'] ? here(values['from-storage-dir']) : undefined,
    to,
    dataDir: config.dataDir,
    storage,
    migrationsDir: config.migrationsDir,
    pageRows: values['page-rows'] ? Number(values['page-rows']) : undefined,
    log: (line) => console.log(`  ${line}`),
  }).finally(() => storage.close?.());

  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `done in ${(report.ms / 1000).toFixed(1)} s${report.resumed ? ' (continuing an interrupted run)' : ''}: ${report.tables.length} tables, ${rows} rows and ${report.files.files} files, each verified`,
  );
  const keys = join(config.dataDir, 'keys.json');
  console.log(
    [
      '',
      'To run Edgelog on PostgreSQL now:',
      `  DATABASE_URL=${withoutPassword(to)} DATA_DIR=${config.dataDir}${config.s3 ? ' STORAGE_BACKEND=s3 (with the same S3_* settings)' : config.storageDir ? ` STORAGE_DIR=${config.storageDir}` : ''} npm start`,
      report.keys === 'none' || !existsSync(keys)
        ? `  ${from} held no keys.json: the server makes new keys, so traders sign in again and the web app takes the new API key from /config.json.`
        : `  ${keys} holds the source's signing key: tokens already issued stay valid. Every server process must sign with it: give each this keys.json, or set JWT_PRIVATE_KEY to its privateJwk (as JSON) with ANON_KEY and SERVICE_ROLE_KEY to its anonKey and serviceRoleKey.`,
      config.s3
        ? `  Files are in the ${storage.where}, which every server process shares.`
        : `  Files are in ${storageDir}; processes on several machines need them on a shared folder (STORAGE_DIR) or in a bucket (--storage s3).`,
      `  ${from} keeps its data; keep it until you have checked the new instance.`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
