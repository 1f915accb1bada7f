import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { VERSION, versionPath, type ObjectBytes, type OpenedFile, type StoredFile } from './bytes.ts';
import { prepareTempFolder, probeFolder, spoolTo } from './disk.ts';
import { ERRORS, StorageError } from './errors.ts';
import {
  contentMd5,
  escapeXml,
  readText,
  S3Client,
  S3Failure,
  xmlBlocks,
  xmlText,
  type S3Settings,
} from './s3-client.ts';

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/**
 * Object bytes in an S3-compatible bucket, under the keys the disk store uses for its files
 * (`<prefix>objects/<v[0..2]>/<version>`), so several servers on several machines share them.
 * An upload is spooled to a local temporary file first: its size is known (and held to the limit)
 * before a byte is sent, and S3 is sent one PUT with its length and checksums, never half a file.
 */
export class S3BlobStore implements ObjectBytes {
  readonly client: S3Client;
  /** Keys a listing asks for at once (S3 answers at most 1000). */
  pageSize = 1000;

  constructor(
    settings: S3Settings,
    /** Local folder uploads are spooled in before they are sent. */
    readonly spoolDir: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.client = new S3Client(settings);
  }

  private get where(): string {
    const { endpoint, bucket, region } = this.client.settings;
    return `bucket "${bucket}" at ${endpoint ?? `AWS S3 (${region})`}`;
  }

  /** Any failure to reach or use the store, as the client is told: a 503 to retry later. */
  private unavailable(err: unknown, operation: string): StorageError {
    if (err instanceof StorageError) return err;
    this.log?.warn({ err, operation }, `storage: the object store failed (${this.where})`);
    return ERRORS.objectStoreUnavailable();
  }

  private async headBucket(): Promise<void> {
    const response = await this.client.send({ method: 'HEAD' });
    response.body.resume();
    if (response.status === 200) return;
    if (response.status === 404) {
      throw new Error(`storage: the ${this.where} does not exist; create it (S3_BUCKET) before starting`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new Error(
        `storage: the ${this.where} refused our credentials (status ${response.status}); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION`,
      );
    }
    throw new Error(`storage: the ${this.where} answered ${response.status} to HeadBucket`);
  }

  async init(): Promise<void> {
    await prepareTempFolder(this.spoolDir);
    try {
      await this.headBucket();
    } catch (err) {
      if (err instanceof S3Failure) {
        throw new Error(`storage: cannot reach the ${this.where}: ${err.message}`, { cause: err });
      }
      throw err;
    }
  }

  async probe(): Promise<void> {
    await probeFolder(this.spoolDir);
    await this.headBucket();
  }

  async write(source: Readable, limit: number): Promise<StoredFile> {
    return this.store(randomUUID(), source, limit);
  }

  async put(version: string, source: Readable, size: number): Promise<StoredFile> {
    return this.store(version, source, size, size);
  }

  private async store(
    version: string,
    source: Readable,
    limit: number,
    exactSize?: number,
  ): Promise<StoredFile> {
    // Checked before the version names the spooled file too.
    const key = versionPath(version);
    const temp = join(this.spoolDir, `${version}.${process.pid}.part`);
    const { size, md5, digests } = await spoolTo(source, temp, limit, ['sha256']);
    if (exactSize !== undefined && size !== exactSize) {
      await unlink(temp).catch(() => undefined);
      throw new Error(`file ${version} came to ${size} bytes, not the ${exactSize} expected`);
    }
    try {
      const response = await this.client.call({
        method: 'PUT',
        key,
        headers: {
          'content-type': 'application/octet-stream',
          'content-md5': Buffer.from(md5, 'hex').toString('base64'),
        },
        body: {
          stream: () => createReadStream(temp),
          contentLength: size,
          payloadHash: digests[0]!.toString('hex'),
        },
      });
      response.body.resume();
    } catch (err) {
      throw this.unavailable(err, 'PutObject');
    } finally {
      await unlink(temp).catch(() => undefined);
    }
    return { version, size, md5 };
  }

  async duplicate(version: string): Promise<string> {
    const next = randomUUID();
    try {
      const response = await this.client.call({
        method: 'PUT',
        key: versionPath(next),
        headers: { 'x-amz-copy-source': this.client.copySource(versionPath(version)) },
      });
      // CopyObject can fail after its 200 has been sent: the error is then the body.
      const text = await readText(response.body);
      if (text.includes('<Error>'))
        throw new S3Failure(`CopyObject failed: ${xmlText(text, 'Message') ?? text}`);
    } catch (err) {
      if (err instanceof S3Failure && err.status === 404 && err.code !== 'NoSuchBucket')
        throw ERRORS.noSuchKey();
      throw this.unavailable(err, 'CopyObject');
    }
    return next;
  }

  async *versions(): AsyncGenerator<{ version: string; mtimeMs: number }> {
    let token: string | undefined;
    do {
      const query: Record<string, string> = {
        'list-type': '2',
        prefix: this.client.keyOf('objects/'),
        'max-keys': String(this.pageSize),
      };
      if (token) query['continuation-token'] = token;
      let text: string;
      try {
        text = await readText((await this.client.call({ method: 'GET', query })).body);
      } catch (err) {
        throw this.unavailable(err, 'ListObjectsV2');
      }
      for (const entry of xmlBlocks(text, 'Contents')) {
        const name = (xmlText(entry, 'Key') ?? '').split('/').pop() ?? '';
        const mtimeMs = Date.parse(xmlText(entry, 'LastModified') ?? '');
        if (VERSION.test(name) && Number.isFinite(mtimeMs)) yield { version: name, mtimeMs };
      }
      token = xmlText(text, 'IsTruncated') === 'true' ? xmlText(text, 'NextContinuationToken') : undefined;
    } while (token);
  }

  async open(version: string): Promise<OpenedFile | undefined> {
    const key = versionPath(version);
    let size: number;
    try {
      const head = await this.client.call({ method: 'HEAD', key }, [200, 404]);
      head.body.resume();
      if (head.status === 404) return undefined;
      size = Number(head.headers['content-length']);
      if (!Number.isSafeInteger(size)) throw new S3Failure('HeadObject gave no length');
    } catch (err) {
      throw this.unavailable(err, 'HeadObject');
    }
    return {
      size,
      read: async ({ start, end }) => {
        try {
          const whole = start === 0 && end === size - 1;
          const response = await this.client.call(
            { method: 'GET', key, headers: whole ? {} : { range: `bytes=${start}-${end}` } },
            [200, 206, 404],
          );
          if (response.status === 404) {
            response.body.resume();
            throw ERRORS.noSuchKey();
          }
          if (!whole && response.status !== 206) {
            response.body.resume();
            throw new S3Failure(`GetObject ignored the range (status ${response.status})`);
          }
          return response.body;
        } catch (err) {
          throw this.unavailable(err, 'GetObject');
        }
      },
      close: async () => undefined,
    };
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (!version || !VERSION.test(version)) return;
    try {
      (
        await this.client.call({ method: 'DELETE', key: versionPath(version) }, [200, 204, 404])
      ).body.resume();
    } catch (err) {
      throw this.unavailable(err, 'DeleteObject');
    }
  }

  async removeAll(versions: ReadonlyArray<string | null | undefined>): Promise<void> {
    const valid = [...new Set(versions.filter((v): v is string => !!v && VERSION.test(v)))];
    for (let i = 0; i < valid.length; i += DELETE_BATCH) {
      const batch = valid.slice(i, i + DELETE_BATCH);
      if (batch.length === 1) {
        await this.remove(batch[0]);
        continue;
      }
      const objects = batch.map(
        (v) => `<Object><Key>${escapeXml(this.client.keyOf(versionPath(v)))}</Key></Object>`,
      );
      const body = Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${objects.join('')}</Delete>`,
      );
      let text: string;
      try {
        const response = await this.client.call({
          method: 'POST',
          query: { delete: '' },
          headers: { 'content-type': 'application/xml', 'content-md5': contentMd5(body) },
          body,
        });
        text = await readText(response.body);
      } catch (err) {
        throw this.unavailable(err, 'DeleteObjects');
      }
      const failed = xmlBlocks(text, 'Error').filter((e) => xmlText(e, 'Code') !== 'NoSuchKey');
      if (failed.length > 0) {
        throw this.unavailable(
          new S3Failure(`DeleteObjects left ${failed.length} key(s): ${xmlText(failed[0]!, 'Code')}`),
          'DeleteObjects',
        );
      }
    }
  }

  close(): void {
    this.client.close();
  }
}
