import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { backupInstance } from './instance-backup.ts';

const USAGE =
  'usage: npm run backup-instance -- --out <file.tar.gz|folder> [--data-dir ./data] [--database-url postgres://…] [--storage disk|s3] [--url http://127.0.0.1:3000]';

/** `npm run backup-instance -- --out <file.tar.gz|folder> [--data-dir ./data] [--database-url …] [--storage disk|s3] [--url …]` */
async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      storage: { type: 'string' },
      url: { type: 'string' },
    },
  });
  if (!values.out) throw new Error(USAGE);
  if (values.storage !== undefined && values.storage !== 'disk' && values.storage !== 's3')
    throw new Error(`--storage must be disk or s3\n${USAGE}`);
  const env = { ...process.env };
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  // Unset, the files are read where the server's own settings (STORAGE_BACKEND, S3_*) keep them.
  if (values.storage) env.STORAGE_BACKEND = values.storage === 's3' ? 's3' : 'local';
  const config = configFromEnv(env);
  const manifest = await backupInstance({
    // npm runs the script inside packages/server; a relative path means one where it was typed.
    out: resolve(process.env.INIT_CWD ?? process.cwd(), values.out),
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    databaseUrl: config.databaseUrl,
    serverUrl: values.url ?? `http://127.0.0.1:${config.port}`,
    serviceRoleKey: config.serviceRoleKey,
    s3: config.s3,
  });
  console.log(
    `backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database (${manifest.counts.users} users), ${manifest.counts.files} files${config.s3 ? ` from bucket "${config.s3.bucket}"` : ''} and ${manifest.keys_sha256 ? 'keys.json' : 'no keys.json'} to ${values.out}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
