import { startTestS3 } from '../../packages/server/test/support/s3-server.ts';

export interface LoadObjectStore {
  /** What the server processes are given on top of the bench's environment. */
  env: Record<string, string>;
  label: string;
  close(): Promise<void>;
}

/**
 * Where the load bench's servers keep files: the store the environment names (STORAGE_BACKEND=s3
 * with its S3_* settings, e.g. a MinIO of the operator's), else an S3-compatible server on loopback
 * started here (the tests' s3rver, checking every signature), as a deployment of several servers
 * would run; BENCH_LOAD_STORAGE=disk keeps them in the processes' shared data folder instead.
 */
export async function loadObjectStore(): Promise<LoadObjectStore> {
  if (process.env.STORAGE_BACKEND === 's3')
    return {
      env: {},
      label: `S3 storage at ${process.env.S3_ENDPOINT ?? 'AWS S3'}`,
      close: async () => undefined,
    };
  if (process.env.BENCH_LOAD_STORAGE === 'disk')
    return { env: {}, label: 'disk storage in one shared folder', close: async () => undefined };
  const s3 = await startTestS3('edgelog-load');
  const settings = s3.settings();
  return {
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    label: `S3 storage on an S3-compatible server on loopback (${s3.endpoint}, in the bench's process)`,
    close: () => s3.close(),
  };
}
