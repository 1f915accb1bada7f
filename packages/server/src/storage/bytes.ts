import type { Readable } from 'node:stream';

/** A file just stored: the version naming it, its length and its hex MD5 (the ETag, unquoted). */
export interface StoredFile {
  version: string;
  size: number;
  md5: string;
}

/** An inclusive byte range of a stored file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored version opened for reading: its length, then its bytes (all or a range), once. */
export interface OpenedFile {
  size: number;
  /** The bytes from `start` to `end` inclusive; the opened file is released when the stream ends. */
  read(range: ByteRange): Promise<Readable>;
  /** Releases the opened file without reading it (a 304, a HEAD, an empty or refused range). */
  close(): Promise<void>;
}

/**
 * Where the bytes of stored objects live: the local folder or an S3-compatible store. Every file is
 * immutable and named by a fresh version id; the metadata rows in the database say which version
 * is an object's current one, so a file is reachable only once its row commits.
 */
export interface ObjectBytes {
  /** Prepares the store at start; fails with a message an operator can act on. */
  init(): Promise<void>;
  /** Throws when the store cannot take writes now (the readiness check). */
  probe(): Promise<void>;
  /** Stores `source` as a new version; EntityTooLarge (and nothing kept) past `limit` bytes. */
  write(source: Readable, limit: number): Promise<StoredFile>;
  /**
   * Stores `source` under the given `version`, whole or not at all, and fails unless it is exactly
   * `size` bytes: a restore puts back files under the versions its rows already name.
   */
  put(version: string, source: Readable, size: number): Promise<StoredFile>;
  /** A new version with the same bytes, young enough that a sweep leaves it while its row commits. */
  duplicate(version: string): Promise<string>;
  /** Every stored version with the time it was written, for the orphan sweep. */
  versions(): AsyncIterable<{ version: string; mtimeMs: number }>;
  /** Opens a version for reading; undefined when it is gone (replaced meanwhile). */
  open(version: string): Promise<OpenedFile | undefined>;
  remove(version: string | null | undefined): Promise<void>;
  removeAll(versions: ReadonlyArray<string | null | undefined>): Promise<void>;
  /** Releases connections kept open (none for the folder). */
  close?(): void;
}

export const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path of a version under the store's root, the same on disk and in a bucket. */
export function versionPath(version: string): string {
  if (!VERSION.test(version)) throw new Error(`invalid object version ${JSON.stringify(version)}`);
  return `objects/${version.slice(0, 2)}/${version}`;
}
