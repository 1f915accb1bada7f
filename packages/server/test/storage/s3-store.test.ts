import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client } from '../../src/storage/s3-client.ts';
import { S3BlobStore } from '../../src/storage/s3.ts';
import { StorageError } from '../../src/storage/errors.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';

let s3: TestS3;
const spools: string[] = [];

function store(overrides: Parameters<TestS3['settings']>[0] = {}): S3BlobStore {
  const spool = mkdtempSync(join(tmpdir(), 'edgelog-spool-'));
  spools.push(spool);
  return new S3BlobStore(s3.settings(overrides), spool);
}

const bytes = (value: string) => Readable.from([Buffer.from(value)]);

async function versionsOf(blobs: S3BlobStore): Promise<string[]> {
  const found: string[] = [];
  for await (const file of blobs.versions()) found.push(file.version);
  return found.sort();
}

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  for (const spool of spools) rmSync(spool, { recursive: true, force: true });
});

describe('the S3 object store', () => {
  it('writes, reads whole and by range, copies, lists and deletes versions', async () => {
    const blobs = store({ prefix: 'one/' });
    await blobs.init();
    const file = await blobs.write(bytes('0123456789'), 100);
    expect(file).toMatchObject({ size: 10, md5: '781e5e245d69b566979b86e28d23f2c7' });
    expect(readdirSync(blobs.spoolDir)).toEqual([]);

    const opened = (await blobs.open(file.version))!;
    expect(opened.size).toBe(10);
    expect(await text(await opened.read({ start: 0, end: 9 }))).toBe('0123456789');
    expect(await text(await opened.read({ start: 3, end: 5 }))).toBe('345');

    const copy = await blobs.duplicate(file.version);
    expect(await text(await (await blobs.open(copy))!.read({ start: 0, end: 9 }))).toBe('0123456789');
    const other = await blobs.write(bytes('x'), 100);
    expect(await versionsOf(blobs)).toEqual([file.version, copy, other.version].sort());
    // Another prefix is another store in the same bucket.
    expect(await versionsOf(store({ prefix: 'two/' }))).toEqual([]);

    await blobs.remove(copy);
    expect(await blobs.open(copy)).toBeUndefined();
    await blobs.removeAll([file.version, other.version, null, 'not-a-version']);
    expect(await versionsOf(blobs)).toEqual([]);
    await expect(blobs.duplicate(file.version)).rejects.toMatchObject({ code: 'NoSuchKey' });
  });

  it('keeps nothing of a write past the limit, here or in the bucket', async () => {
    const blobs = store({ prefix: 'limit/' });
    await blobs.init();
    await expect(blobs.write(bytes('too long'), 4)).rejects.toMatchObject({ code: 'EntityTooLarge' });
    expect(readdirSync(blobs.spoolDir)).toEqual([]);
    expect(await versionsOf(blobs)).toEqual([]);
  });

  it('pages through a listing longer than one answer', async () => {
    const blobs = store({ prefix: 'paged/' });
    await blobs.init();
    const written = await Promise.all(Array.from({ length: 5 }, (_, i) => blobs.write(bytes(`f${i}`), 10)));
    blobs.pageSize = 2;
    expect(await versionsOf(blobs)).toEqual(written.map((f) => f.version).sort());
  });

  it('refuses to start on a missing bucket or a key the store does not know, saying which', async () => {
    await expect(store({ bucket: 'no-such-bucket' }).init()).rejects.toThrow(
      /"no-such-bucket".*does not exist/,
    );
    await expect(store({ accessKeyId: 'WRONG' }).init()).rejects.toThrow(
      /refused our credentials.*S3_ACCESS_KEY_ID/,
    );
    await expect(store({ secretAccessKey: 'wrong' }).init()).rejects.toThrow(/refused our credentials/);
  });

  it('answers a store that is down or silent with a clear 503, never a hang', async () => {
    const blobs = store({ prefix: 'outage/', timeoutMs: 300 });
    await blobs.init();
    s3.freeze();
    try {
      const started = Date.now();
      const frozen = await blobs.write(bytes('late'), 100).catch((err: unknown) => err);
      expect(frozen).toBeInstanceOf(StorageError);
      expect(frozen).toMatchObject({ code: 'S3Error', httpStatus: 503 });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      s3.thaw();
    }
    await s3.stop();
    try {
      await expect(blobs.write(bytes('down'), 100)).rejects.toMatchObject({
        code: 'S3Error',
        httpStatus: 503,
      });
      await expect(blobs.probe()).rejects.toThrow(/unreachable/);
      expect(readdirSync(blobs.spoolDir)).toEqual([]);
    } finally {
      await s3.start();
    }
    await blobs.probe();
  });
});

describe('S3 addresses', () => {
  const settings = {
    bucket: 'journal-files',
    region: 'eu-central-1',
    accessKeyId: 'k',
    secretAccessKey: 's',
    prefix: 'edgelog/',
    timeoutMs: 1000,
  };

  it('puts the bucket in the path or in the host name', () => {
    const path = new S3Client({ ...settings, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(path.urlFor('objects/ab/x y').toString()).toBe(
      'http://127.0.0.1:9000/journal-files/edgelog/objects/ab/x%20y',
    );
    expect(path.urlFor().toString()).toBe('http://127.0.0.1:9000/journal-files');
    const host = new S3Client({ ...settings, forcePathStyle: false });
    expect(host.urlFor('objects/ab/v', { 'list-type': '2' }).toString()).toBe(
      'https://journal-files.s3.eu-central-1.amazonaws.com/edgelog/objects/ab/v?list-type=2',
    );
    expect(host.urlFor().toString()).toBe('https://journal-files.s3.eu-central-1.amazonaws.com/');
    expect(host.copySource('objects/ab/v')).toBe('/journal-files/edgelog/objects/ab/v');
  });
});
