import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BlobStore } from './disk.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('stored file ages', () => {
  it('gives a copy just made from an old file its own young age, so a sweep leaves it while its row commits', async () => {
    const root = mkdtempSync(join(tmpdir(), 'edgelog-blobs-'));
    roots.push(root);
    const blobs = new BlobStore(root);
    await blobs.init();
    const original = await blobs.write(Readable.from([Buffer.from('chart bytes')]), 1024);
    // The original was uploaded two hours ago; a hard link shares its modification time.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(blobs.pathOf(original.version), twoHoursAgo, twoHoursAgo);
    const copy = await blobs.duplicate(original.version);
    const ages = new Map<string, number>();
    for await (const file of blobs.versions()) ages.set(file.version, Date.now() - file.mtimeMs);
    // Both names share one inode: the original waits a grace period more before a sweep may take
    // it, which costs nothing.
    expect(ages.get(copy)).toBeLessThan(60_000);
  });
});
