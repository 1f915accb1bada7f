import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { restoreInstance } from './instance-backup.ts';

/** `npm run restore-instance -- --from <archive> --data-dir <empty folder> [--database-url <empty database>]` */
async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  if (!values.from)
    throw new Error(
      'usage: npm run restore-instance -- --from <archive> --data-dir <empty folder> [--database-url postgres://…]',
    );
  const env = { ...process.env };
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
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
  });
  console.log(
    `restored ${manifest.counts.users} users and ${manifest.counts.files} files from a backup of ${manifest.created_at} into ${config.dataDir}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
