import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { VERSION, versionPath, type ObjectBytes, type OpenedFile, type StoredFile } from './bytes.ts';
import { ERRORS } from './errors.ts';

export type { StoredFile } from './bytes.ts';

const STALE_TEMP_MS = 60 * 60 * 1000;

class TooLarge extends Error {}

/**
 * Pipes `source` through a stream of its own, so a failed write destroys only that stream: the
 * request stays open for the caller to drain and answer. A source that errors or closes before
 * its end fails the write.
 */
export function detach(source: Readable): Readable {
  const pass = new PassThrough();
  const fail = (err?: Error) => {
    if (!source.readableEnded) pass.destroy(err ?? new Error('upload aborted'));
  };
  source.once('error', fail);
  source.once('close', () => fail());
  source.pipe(pass);
  return pass;
}

/** Creates `folder` and deletes what uploads a crash interrupted there over an hour ago. */
export async function prepareTempFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  // Recent ones may belong to another process sharing the folder.
  const now = Date.now();
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_TEMP_MS) await unlink(path).catch(() => undefined);
  }
}

/** Writes and deletes a file in `folder`: catches a read-only or vanished mount, not only a missing one. */
export async function probeFolder(folder: string): Promise<void> {
  const probe = join(folder, `.ready-${process.pid}`);
  await writeFile(probe, '');
  await unlink(probe);
}

/**
 * Streams `source` into a new file `path` (which must not exist), counting and hashing as it goes;
 * EntityTooLarge and no file when it exceeds `limit` bytes. Returns the size and the digests.
 */
export async function spoolTo(
  source: Readable,
  path: string,
  limit: number,
  extraHashes: readonly string[] = [],
): Promise<{ size: number; md5: string; digests: Buffer[] }> {
  const hash = createHash('md5');
  const extra = extraHashes.map((algorithm) => createHash(algorithm));
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) return callback(new TooLarge());
      hash.update(chunk);
      for (const h of extra) h.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(detach(source), meter, createWriteStream(path, { flags: 'wx' }));
    await fsyncPath(path);
  } catch (err) {
    await unlink(path).catch(() => undefined);
    if (err instanceof TooLarge) throw ERRORS.entityTooLarge();
    throw err;
  }
  return { size, md5: hash.digest('hex'), digests: extra.map((h) => h.digest()) };
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Object bytes on local disk. Each stored file is immutable and named by a fresh version id
 * (`objects/<v[0..2]>/<version>`); the metadata row points at its current version, so a file
 * becomes reachable only when its row commits, and paths never derive from user-supplied names.
 * Writes go to `tmp/`, are fsynced and renamed into place, so a crash never exposes half a file.
 */
export class BlobStore implements ObjectBytes {
  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(join(this.root, 'objects'), { recursive: true });
    await prepareTempFolder(join(this.root, 'tmp'));
  }

  /** `tmp/` is where uploads are written first, so it is the folder that has to take writes. */
  async probe(): Promise<void> {
    await probeFolder(join(this.root, 'tmp'));
  }

  pathOf(version: string): string {
    return join(this.root, versionPath(version));
  }

  /** Streams `source` to a new file; EntityTooLarge (and no file) when it exceeds `limit` bytes. */
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
    // Checked before the version names the temporary file too.
    const target = this.pathOf(version);
    const temp = join(this.root, 'tmp', `${version}.${process.pid}.part`);
    const { size, md5 } = await spoolTo(source, temp, limit);
    try {
      if (exactSize !== undefined && size !== exactSize)
        throw new Error(`file ${version} came to ${size} bytes, not the ${exactSize} expected`);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      await fsyncPath(dirname(target));
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    return { version, size, md5 };
  }

  /** A new version with the same bytes (a hard link where the file system allows, else a copy). */
  async duplicate(version: string): Promise<string> {
    const next = randomUUID();
    const target = this.pathOf(next);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(this.pathOf(version), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.noSuchKey();
      await copyFile(this.pathOf(version), target);
      await fsyncPath(target);
    }
    // A link shares the original's modification time: made young again, the copy is not taken for
    // an old orphan by a sweep while its row is still being saved (the original only waits one
    // grace period more).
    const now = new Date();
    await utimes(target, now, now);
    await fsyncPath(dirname(target));
    return next;
  }

  /** Every stored version with its file's age, shard by shard. */
  async *versions(): AsyncGenerator<{ version: string; mtimeMs: number }> {
    const objects = join(this.root, 'objects');
    for (const shard of await readdir(objects)) {
      for (const name of await readdir(join(objects, shard)).catch(() => [] as string[])) {
        if (!VERSION.test(name)) continue;
        const info = await stat(join(objects, shard, name)).catch(() => undefined);
        if (info) yield { version: name, mtimeMs: info.mtimeMs };
      }
    }
  }

  /**
   * Opens a version's file for reading; undefined when it is gone (replaced meanwhile). The open
   * handle keeps the bytes readable even if the file is deleted before they are sent.
   */
  async open(version: string): Promise<OpenedFile | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(version), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    try {
      const { size } = await handle.stat();
      return {
        size,
        read: async ({ start, end }) => handle.createReadStream({ start, end, autoClose: true }),
        close: () => handle.close().catch(() => undefined),
      };
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (!version || !VERSION.test(version)) return;
    await unlink(this.pathOf(version)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async removeAll(versions: ReadonlyArray<string | null | undefined>): Promise<void> {
    for (const version of versions) await this.remove(version);
  }
}
