import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configuration from the environment', () => {
  it('takes the data API limits, with 0 rows meaning no cap', () => {
    const config = configFromEnv({
      REST_MAX_ROWS: '250',
      REST_STATEMENT_TIMEOUT_MS: '3000',
      REST_BODY_LIMIT: '65536',
    });
    expect(config).toMatchObject({ restMaxRows: 250, restStatementTimeoutMs: 3000, restBodyLimit: 65536 });
    expect(configFromEnv({ REST_MAX_ROWS: '0' }).restMaxRows).toBeUndefined();
    expect(configFromEnv({})).toMatchObject({
      restMaxRows: 1000,
      restStatementTimeoutMs: 8000,
      restBodyLimit: 10 * 1024 * 1024,
    });
  });

  it('refuses a limit that is not a whole number, naming the variable', () => {
    expect(() => configFromEnv({ REST_MAX_ROWS: 'lots' })).toThrow(/REST_MAX_ROWS/);
    expect(() => configFromEnv({ REST_STATEMENT_TIMEOUT_MS: '-5' })).toThrow(/REST_STATEMENT_TIMEOUT_MS/);
    expect(() => configFromEnv({ REST_BODY_LIMIT: '1.5' })).toThrow(/REST_BODY_LIMIT/);
  });

  it('refuses an analytics address that is not a URL', () => {
    expect(() => configFromEnv({ ANALYTICS_URL: 'not a url' })).toThrow(/ANALYTICS_URL/);
  });

  it('reads relative folders from where npm was run, not the server workspace npm start moves to', () => {
    // `npm start` at the repository root runs the server's script inside packages/server; npm
    // passes the folder the command was typed in as INIT_CWD, and ./data means that folder's data.
    const config = configFromEnv({
      INIT_CWD: '/srv/edgelog',
      STORAGE_DIR: 'files',
      WEB_DIST_DIR: 'web',
      MIGRATIONS_DIR: 'migrations',
      FUNCTIONS_DIR: '/opt/functions',
    });
    expect(config).toMatchObject({
      dataDir: '/srv/edgelog/data',
      storageDir: '/srv/edgelog/files',
      webDistDir: '/srv/edgelog/web',
      migrationsDir: '/srv/edgelog/migrations',
      functionsDir: '/opt/functions',
    });
    expect(configFromEnv({ INIT_CWD: '/srv/edgelog', DATA_DIR: '/var/lib/edgelog' }).dataDir).toBe(
      '/var/lib/edgelog',
    );
    expect(configFromEnv({}).dataDir).toBe(resolve('data'));
  });
});
