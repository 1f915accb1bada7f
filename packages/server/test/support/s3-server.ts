import aws4 from 'aws4';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-client.ts';

/** s3rver's one account; it knows no other key id. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

let desShimmed = false;

/**
 * s3rver encrypts its ListObjectsV2 continuation tokens with single DES, which the OpenSSL 3 of
 * Node 20 leaves out: every listing longer than a page would fail. Triple DES with one key three
 * times is single DES, and is still there.
 */
function shimSingleDes() {
  if (desShimmed) return;
  desShimmed = true;
  const { createCipheriv, createDecipheriv } = crypto;
  const tripled = (key: crypto.CipherKey) => Buffer.concat([key, key, key] as Buffer[]);
  crypto.createCipheriv = ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
    algorithm === 'des'
      ? createCipheriv('des-ede3-cbc', tripled(key), iv)
      : createCipheriv(algorithm, key, iv)) as typeof crypto.createCipheriv;
  crypto.createDecipheriv = ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
    algorithm === 'des'
      ? createDecipheriv('des-ede3-cbc', tripled(key), iv)
      : createDecipheriv(algorithm, key, iv)) as typeof crypto.createDecipheriv;
}

interface ObjectStore {
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver's DeleteObjects deletes its keys all at once, and each deletion then removes the folders
 * it left empty: two racing over one folder fail the request. One at a time, as S3 itself never fails.
 */
function serialiseDeletes(store: ObjectStore) {
  const deleteObject = store.deleteObject.bind(store);
  let queue = Promise.resolve();
  store.deleteObject = (bucket, key) => {
    const next = queue.then(() => deleteObject(bucket, key));
    queue = next.catch(() => undefined);
    return next;
  };
}

function refuse(res: ServerResponse, code: string, message: string) {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/**
 * s3rver checks that a key id exists but not Signature Version 4 itself: every request is checked
 * here against the `aws4` package's signature of the same request, a second implementation.
 */
function signatureMatches(req: IncomingMessage, res: ServerResponse): boolean {
  const authorization = req.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,\s]+)/.exec(authorization)?.[1];
  if (!signedHeaders) {
    refuse(res, 'AccessDenied', 'Every request must be signed');
    return false;
  }
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) headers[name] = String(req.headers[name] ?? '');
  const expected = aws4.sign(
    { service: 's3', region: REGION, method: req.method, path: req.url, headers },
    CREDENTIALS,
  ).headers?.Authorization;
  if (expected !== authorization) {
    refuse(
      res,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
    return false;
  }
  return true;
}

export interface TestS3 {
  /** Settings for a server storing into `bucket` (created at start) under `prefix`. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  bucket: string;
  endpoint: string;
  /** Stops answering: the port refuses connections, open ones are cut. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects. */
  start(): Promise<void>;
  /** Takes requests but answers none until `thaw()`, as a store that hangs. */
  freeze(): void;
  thaw(): void;
  /** Stops it and deletes its files. */
  close(): Promise<void>;
}

/** An S3-compatible server on loopback, on a port of its own, for one test file. */
export async function startTestS3(bucket = 'edgelog-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'edgelog-s3-'));
  let frozen = false;
  const waiting: Array<() => void> = [];
  let server: Server | undefined;
  let port = 0;

  shimSingleDes();
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  serialiseDeletes(Reflect.get(s3, 'store') as ObjectStore);
  await s3.configureBuckets();
  const handle = s3.callback();

  const run = async () => {
    const next = createServer((req, res) => {
      void (async () => {
        while (frozen) await new Promise<void>((resolve) => waiting.push(resolve));
        if (signatureMatches(req, res)) handle(req, res);
      })();
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    server = next;
    port = (next.address() as AddressInfo).port;
  };
  const stop = async () => {
    if (!server) return;
    const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
    server.closeAllConnections();
    await closing;
    server = undefined;
  };
  const thaw = () => {
    frozen = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    bucket,
    endpoint,
    settings: (overrides = {}) => ({
      endpoint,
      bucket,
      region: REGION,
      ...CREDENTIALS,
      forcePathStyle: true,
      prefix: '',
      timeoutMs: 5_000,
      ...overrides,
    }),
    stop,
    start: run,
    freeze: () => {
      frozen = true;
    },
    thaw,
    async close() {
      thaw();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
