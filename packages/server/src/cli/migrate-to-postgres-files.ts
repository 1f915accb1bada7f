import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { versionPath } from '../storage/bytes.ts';
import { BlobStore } from '../storage/disk.ts';
import { S3Client, type S3Settings } from '../storage/s3-client.ts';

async function digestOf(path: string, algorithm = 'sha256'): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
const sha256Of = (path: string) => digestOf(path);

/**
 * Where the copied files go, as much as the migration needs of it: whether a version is there and
 * with which bytes, and putting a version's bytes under its own name (the database rows name it).
 */
export interface VersionStore {
  /** Said in messages. */
  readonly where: string;
  /** The hex SHA-256 of a stored version, undefined when it is not there. */
  sha256(version: string): Promise<string | undefined>;
  /** Stores the file at `path` as `version`, whole or not at all. */
  put(version: string, path: string): Promise<void>;
  close?(): void;
}

/** A storage folder as the server's disk store lays it out (`objects/<v[0..2]>/<version>`). */
export class DiskVersionStore implements VersionStore {
  private readonly store: BlobStore;
  constructor(readonly root: string) {
    this.store = new BlobStore(root);
  }

  get where(): string {
    return this.root;
  }

  async sha256(version: string): Promise<string | undefined> {
    const path = this.store.pathOf(version);
    return existsSync(path) ? sha256Of(path) : undefined;
  }

  async put(version: string, path: string): Promise<void> {
    const target = this.store.pathOf(version);
    const temp = join(this.root, 'tmp', `${version}.${process.pid}.${randomBytes(4).toString('hex')}.part`);
    await mkdir(dirname(temp), { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(path, temp);
      const handle = await open(temp, 'r');
      await handle.sync().finally(() => handle.close());
      // A file is never seen half copied, however the run ends.
      await rename(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }
}

/**
 * An S3-compatible bucket under the keys the server's S3 store reads (`<prefix>objects/…`). A
 * single PUT with its checksums: the store keeps the whole file or nothing.
 */
export class S3VersionStore implements VersionStore {
  private readonly client: S3Client;
  constructor(settings: S3Settings) {
    this.client = new S3Client(settings);
  }

  get where(): string {
    const { bucket, endpoint, region, prefix } = this.client.settings;
    return `bucket "${bucket}"${prefix ? ` under ${prefix}` : ''} at ${endpoint ?? `AWS S3 (${region})`}`;
  }

  async sha256(version: string): Promise<string | undefined> {
    const response = await this.client.call({ method: 'GET', key: versionPath(version) }, [200, 404]);
    if (response.status === 404) {
      response.body.resume();
      return undefined;
    }
    const hash = createHash('sha256');
    for await (const chunk of response.body) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  async put(version: string, path: string): Promise<void> {
    const response = await this.client.call({
      method: 'PUT',
      key: versionPath(version),
      headers: {
        'content-type': 'application/octet-stream',
        'content-md5': Buffer.from(await digestOf(path, 'md5'), 'hex').toString('base64'),
      },
      body: {
        stream: () => createReadStream(path),
        contentLength: (await stat(path)).size,
        payloadHash: await sha256Of(path),
      },
    });
    response.body.resume();
  }

  close(): void {
    this.client.close();
  }
}

export interface FilesResult {
  files: number;
  copied: number;
  bytes: number;
}

/**
 * Copies every file the source's rows name, skipping those already there with the same bytes (a
 * run started again), and checks each copy's SHA-256 against the source's.
 */
export async function copyFiles(
  versions: readonly string[],
  sourceRoot: string,
  target: VersionStore,
  log: (line: string) => void,
): Promise<FilesResult> {
  const source = new BlobStore(sourceRoot);
  let copied = 0;
  let bytes = 0;
  for (const version of versions) {
    const from = source.pathOf(version);
    if (!existsSync(from))
      throw new Error(`stored file ${version} named by the database is missing from ${sourceRoot}`);
    const expected = await sha256Of(from);
    const present = await target.sha256(version);
    if (present !== undefined && present !== expected)
      throw new Error(`${target.where} already holds file ${version} with other bytes than the source's`);
    if (present === undefined) {
      await target.put(version, from);
      const written = await target.sha256(version);
      if (written !== expected)
        throw new Error(`file ${version} copied to ${target.where} does not match the source (SHA-256)`);
      copied += 1;
      bytes += (await stat(from)).size;
    }
  }
  log(
    `files: ${versions.length} verified by SHA-256 in ${target.where} (${copied} copied now, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  return { files: versions.length, copied, bytes };
}

/**
 * The target server must sign with the source's key: the traders' tokens and the API keys the web
 * app holds stay valid. A different keys.json already in the target folder is refused.
 */
export async function copyKeys(fromDir: string, toDir: string): Promise<'copied' | 'same' | 'none'> {
  const from = join(fromDir, 'keys.json');
  const to = join(toDir, 'keys.json');
  if (!existsSync(from)) return 'none';
  if (resolve(from) === resolve(to)) return 'same';
  const keys = await readFile(from);
  if (existsSync(to)) {
    if ((await readFile(to)).equals(keys)) return 'same';
    throw new Error(
      `${to} holds other keys than ${from}: a server using it would refuse every token the source issued; choose another --data-dir or move that keys.json away`,
    );
  }
  await mkdir(toDir, { recursive: true });
  await writeFile(to, keys, { mode: 0o600, flag: 'wx' });
  await chmod(to, 0o600);
  return 'copied';
}
