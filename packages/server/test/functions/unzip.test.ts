import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BackupArchiveError } from '../../../core/src/backup/index.ts';
import {
  ARCHIVE_LIMITS,
  ArchiveTooLargeError,
  unpackArchive,
} from '../../../../supabase/functions/restore/unzip.ts';
import { deflatedEntry, rawZip, zerosEntry, type RawEntry } from './raw-zip.ts';

/** The central directory entry of `name` in `archive` (where its sizes are written). */
function directoryEntry(archive: Uint8Array, name: string): number {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const encoded = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < archive.byteLength; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const written = archive.subarray(at + 46, at + 46 + length);
    if (length === encoded.length && written.every((byte, i) => byte === encoded[i])) return at;
  }
  throw new Error(`${name} is not in the archive`);
}

const journal = strToU8(JSON.stringify({ trades: Array.from({ length: 2_000 }, (_, i) => i) }));

async function refusal(archive: Uint8Array, limits = ARCHIVE_LIMITS): Promise<Error> {
  try {
    await unpackArchive(archive, limits);
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('the archive was unpacked');
}

describe('the restore’s zip reader', () => {
  it('unpacks an archive as the backup writes it, entry for entry', async () => {
    const archive = zipSync({
      'manifest.json': strToU8('{"format":"edgelog-backup"}'),
      'data/trades.json': journal,
      'files/u/a.png': [new Uint8Array([1, 2, 3]), { level: 0 }],
      'files/u/été.txt': strToU8(''),
    });
    const entries = await unpackArchive(archive);
    expect(Object.keys(entries).sort()).toEqual(Object.keys(unzipSync(archive)).sort());
    for (const [name, bytes] of Object.entries(unzipSync(archive)))
      expect(Buffer.from(entries[name]!).equals(Buffer.from(bytes)), name).toBe(true);
  });

  it('refuses what is not a zip', async () => {
    const error = await refusal(strToU8('date,symbol\n2026-01-05,ES\n'));
    expect(error).toBeInstanceOf(BackupArchiveError);
    expect(error).toMatchObject({ problem: 'not-zip', message: 'This file is not a zip archive.' });
  });

  it('refuses an entry that unpacks past the size it declares, without unpacking it further', async () => {
    const archive = zipSync({ 'data/trades.json': journal }, { level: 9 });
    new DataView(archive.buffer, archive.byteOffset).setUint32(
      directoryEntry(archive, 'data/trades.json') + 24,
      64,
      true,
    );
    expect(await refusal(archive)).toMatchObject({
      problem: 'damaged',
      message: expect.stringContaining('data/trades.json does not unpack to its declared size'),
    });
  });

  it('refuses a gigabyte of zeros declaring a megabyte, having unpacked no more than about that', async () => {
    const lie: RawEntry = { ...zerosEntry('tables/trades.json', 1024), declared: 1024 * 1024 };
    const before = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(rawZip([lie]))).toMatchObject({ problem: 'damaged' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a stored entry whose declared size is not its size', async () => {
    const archive = zipSync({ 'files/a.png': [new Uint8Array([1, 2, 3, 4]), { level: 0 }] });
    new DataView(archive.buffer, archive.byteOffset).setUint32(
      directoryEntry(archive, 'files/a.png') + 24,
      1_000_000,
      true,
    );
    expect(await refusal(archive)).toMatchObject({ problem: 'damaged' });
  });

  it('refuses an entry whose bytes do not match their checksum', async () => {
    const entry = deflatedEntry('tables/journal_days.json', strToU8('[{"mood":4}]'));
    expect(await refusal(rawZip([{ ...entry, crc: entry.crc ^ 1 }]))).toMatchObject({
      problem: 'damaged',
      message: expect.stringContaining('tables/journal_days.json does not match its checksum'),
    });
  });

  it('refuses before unpacking an entry or an archive declared past the limits, or packed absurdly tightly', async () => {
    const limits = {
      entryBytes: 4 * 1024 * 1024,
      totalBytes: 6 * 1024 * 1024,
      ratio: 200,
      ratioFromBytes: 1024 * 1024,
    };
    // Declared sizes only: the packed bytes would not even unpack, so a refusal says nothing was unpacked.
    const declaring = (name: string, declared: number, packed: number): RawEntry => ({
      name,
      method: 8,
      crc: 0,
      packed: new Uint8Array(packed).fill(0xff),
      declared,
    });
    const big = await refusal(
      rawZip([declaring('tables/trades.json', 5 * 1024 * 1024, 1024 * 1024)]),
      limits,
    );
    expect(big).toBeInstanceOf(ArchiveTooLargeError);
    expect(big.message).toContain('tables/trades.json unpacks to 5 MB');

    const total = await refusal(
      rawZip([
        declaring('a.json', 4 * 1024 * 1024, 1024 * 1024),
        declaring('b.json', 3 * 1024 * 1024, 1024 * 1024),
      ]),
      limits,
    );
    expect(total).toBeInstanceOf(ArchiveTooLargeError);
    expect(total.message).toContain('This backup unpacks to 7 MB');

    const tight = await refusal(rawZip([declaring('tables/trades.json', 3 * 1024 * 1024, 10_000)]), limits);
    expect(tight).toBeInstanceOf(ArchiveTooLargeError);
    expect(tight.message).toContain('315 times its size');

    // A small entry may pack as tightly as it likes: an empty table's JSON is mostly brackets.
    const small = zerosEntry('tables/tags.json', 1);
    expect(small.declared / small.packed.length).toBeGreaterThan(200);
    expect(Object.keys(await unpackArchive(rawZip([small]), limits))).toEqual(['tables/tags.json']);
  });

  it('takes entries up to the largest archive a restore takes, 512 MiB, and no larger', async () => {
    const huge = await refusal(rawZip([{ ...zerosEntry('x', 1), declared: ARCHIVE_LIMITS.entryBytes + 1 }]));
    expect(huge).toBeInstanceOf(ArchiveTooLargeError);
    expect(ARCHIVE_LIMITS.entryBytes).toBe(512 * 1024 * 1024);
  });
});
