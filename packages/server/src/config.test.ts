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

  it('keeps object bytes in the storage folder unless STORAGE_BACKEND=s3', () => {
    expect(configFromEnv({}).s3).toBeUndefined();
    expect(() => configFromEnv({ STORAGE_BACKEND: 'nfs' })).toThrow(/STORAGE_BACKEND/);
  });

  it('names every S3 setting missing for the s3 backend', () => {
    expect(() => configFromEnv({ STORAGE_BACKEND: 's3', S3_BUCKET: 'files' })).toThrow(
      'Invalid configuration: STORAGE_BACKEND=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => configFromEnv({ STORAGE_BACKEND: 's3', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('addresses a self-hosted endpoint by path and AWS by bucket host, unless told otherwise', () => {
    const keys = {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(
      configFromEnv({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: '/edgelog/' }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'edgelog/',
      timeoutMs: 10_000,
    });
    expect(configFromEnv({ ...keys, S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      configFromEnv({ ...keys, S3_ENDPOINT: 'https://s3.example.test', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });
});
