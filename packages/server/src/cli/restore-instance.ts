import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { restoreInstance } from './instance-backup.ts';

const USAGE =
  'usage: npm run restore-instance -- --from <archive> --data-dir <empty folder> [--database-url postgres://…] [--storage disk|s3]';

/** `npm run restore-instance -- --from <archive> --data-dir <empty folder> [--database-url <empty database>] [--storage disk|s3]` */
async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      storage: { type: 'string' },
    },
  });
  if (!values.from) throw new Error(USAGE);
  if (values.storage !== undefined && values.storage !== 'disk' && values.storage !== 's3')
    throw new Error(`--storage must be disk or s3\n${USAGE}`);
  const env = { ...process.env };
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  // Unset, the files go where the restored server's settings (STORAGE_BACKEND, S3_*) will look.
  if (values.storage) env.STORAGE_BACKEND = values.storage === 's3' ? 's3' : 'local';
  // The backup says which database it holds; an unrelated DATABASE_URL in the environment must not
  // turn an embedded restore into a PostgreSQL one.
  env.DATABASE_URL = values['database-url'];
  const config = configFromEnv(env);
  const manifest = await restoreInstance({
    // npm runs the script inside packages/server; a relative path means one where it was typed.
    from: resolve(process.env.INIT_CWD ?? process.cwd(), values.from),
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    databaseUrl: config.databaseUrl,
    s3: config.s3,
  });
  console.log(
    `restored ${manifest.counts.users} users and ${manifest.counts.files} files from a backup of ${manifest.created_at} into ${config.dataDir}${config.s3 ? ` (files into bucket "${config.s3.bucket}"${config.s3.prefix ? ` under ${config.s3.prefix}` : ''})` : ''}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
