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
  type FileHandle,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERRORS } from './errors.ts';

export interface StoredFile {
  version: string;
  size: number;
  /** Hex MD5 of the bytes (the ETag, unquoted). */
  md5: string;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STALE_TEMP_MS = 60 * 60 * 1000;

class TooLarge extends Error {}

/**
 * Pipes `source` through a stream of its own, so a failed write destroys only that stream: the
 * request stays open for the caller to drain and answer. A source that errors or closes before
 * its end fails the write.
 */
function detach(source: Readable): Readable {
  const pass = new PassThrough();
  const fail = (err?: Error) => {
    if (!source.readableEnded) pass.destroy(err ?? new Error('upload aborted'));
  };
  source.once('error', fail);
  source.once('close', () => fail());
  source.pipe(pass);
  return pass;
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
export class BlobStore {
  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(join(this.root, 'objects'), { recursive: true });
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    // Uploads a crash interrupted; recent ones may belong to another process sharing the folder.
    const now = Date.now();
    for (const name of await readdir(join(this.root, 'tmp'))) {
      const path = join(this.root, 'tmp', name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await unlink(path).catch(() => undefined);
    }
  }

  pathOf(version: string): string {
    if (!VERSION.test(version)) throw new Error(`invalid object version ${JSON.stringify(version)}`);
    return join(this.root, 'objects', version.slice(0, 2), version);
  }

  /** Streams `source` to a new file; EntityTooLarge (and no file) when it exceeds `limit` bytes. */
  async write(source: Readable, limit: number): Promise<StoredFile> {
    const version = randomUUID();
    const temp = join(this.root, 'tmp', `${version}.${process.pid}.part`);
    const hash = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) return callback(new TooLarge());
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(detach(source), meter, createWriteStream(temp, { flags: 'wx' }));
      await fsyncPath(temp);
      const target = this.pathOf(version);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      await fsyncPath(dirname(target));
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      if (err instanceof TooLarge) throw ERRORS.entityTooLarge();
      throw err;
    }
    return { version, size, md5: hash.digest('hex') };
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

  /** Opens a version's file for reading; undefined when it is gone (replaced meanwhile). */
  async openFile(version: string): Promise<FileHandle | undefined> {
    try {
      return await open(this.pathOf(version), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
