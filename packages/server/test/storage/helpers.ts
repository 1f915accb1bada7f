import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { objectBytesFor } from '../../src/storage/index.ts';
import type { TestServer } from '../support/server.ts';

/** Every object file on disk (the storage folder's `objects/`), and any upload left in `tmp/`. */
export function filesOnDisk(test: TestServer): { objects: string[]; temp: string[] } {
  const root = join(test.dataDir, 'storage');
  const objects: string[] = [];
  const objectsDir = join(root, 'objects');
  if (existsSync(objectsDir)) {
    for (const shard of readdirSync(objectsDir)) {
      for (const file of readdirSync(join(objectsDir, shard))) objects.push(file);
    }
  }
  const tempDir = join(root, 'tmp');
  return { objects, temp: existsSync(tempDir) ? readdirSync(tempDir) : [] };
}

/** The rows storage.objects holds for a bucket (read by the server itself, past RLS). */
export async function objectRows(test: TestServer, bucketId: string): Promise<Array<{ name: string; version: string }>> {
  const { rows } = await test.server.ctx.db.query<{ name: string; version: string }>(
    'select name, version from storage.objects where bucket_id = $1 order by name',
    [bucketId],
  );
  return rows;
}

/** Every file on disk is the current version of exactly one row, and no upload is half-written. */
export async function expectDiskMatchesRows(test: TestServer): Promise<void> {
  const { rows } = await test.server.ctx.db.query<{ version: string }>('select version from storage.objects');
  const disk = filesOnDisk(test);
  const versions = rows.map((r) => r.version).sort();
  const files = [...disk.objects].sort();
  if (JSON.stringify(versions) !== JSON.stringify(files) || disk.temp.length > 0) {
    throw new Error(`disk and rows disagree: rows ${JSON.stringify(versions)}, files ${JSON.stringify(files)}, temp ${JSON.stringify(disk.temp)}`);
  }
}

export function storageUrl(test: TestServer, path: string): string {
  return `${test.url}/storage/v1${path}`;
}

/** Every version the server's object store holds, wherever it keeps them (folder or bucket). */
export async function storedVersions(test: TestServer): Promise<string[]> {
  const blobs = objectBytesFor(test.server.ctx.config);
  try {
    const versions: string[] = [];
    for await (const file of blobs.versions()) versions.push(file.version);
    return versions.sort();
  } finally {
    blobs.close?.();
  }
}

/** Every stored version is the current version of exactly one row, and no upload is left spooled. */
export async function expectStoreMatchesRows(test: TestServer): Promise<void> {
  const { rows } = await test.server.ctx.db.query<{ version: string }>('select version from storage.objects');
  expect(await storedVersions(test)).toEqual(rows.map((r) => r.version).sort());
  expect(filesOnDisk(test).temp).toEqual([]);
}
