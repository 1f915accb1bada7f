import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { damagedZipEntry } from '../../../../supabase/functions/restore/zip-checksums.ts';

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

const journal = new TextEncoder().encode(
  JSON.stringify({ trades: Array.from({ length: 2_000 }, (_, i) => i) }),
);

describe('the restore\u2019s check of a zip archive', () => {
  it('passes an archive as the backup writes it', () => {
    const archive = zipSync({ 'data/trades.json': journal, 'files/a.png': new Uint8Array([1, 2, 3]) });
    expect(damagedZipEntry(archive)).toBeNull();
  });

  it('refuses an entry that unpacks past the size it declares, without unpacking the rest', () => {
    const archive = zipSync({ 'data/trades.json': journal }, { level: 9 });
    const entry = directoryEntry(archive, 'data/trades.json');
    // Declared far smaller than it unpacks to: a small entry claiming little and unpacking to much.
    new DataView(archive.buffer, archive.byteOffset).setUint32(entry + 24, 64, true);
    expect(damagedZipEntry(archive)).toBe('data/trades.json');
  });

  it('refuses a stored entry whose declared size is not its size', () => {
    const archive = zipSync({ 'files/a.png': [new Uint8Array([1, 2, 3, 4]), { level: 0 }] });
    const entry = directoryEntry(archive, 'files/a.png');
    new DataView(archive.buffer, archive.byteOffset).setUint32(entry + 24, 1_000_000, true);
    expect(damagedZipEntry(archive)).toBe('files/a.png');
  });
});
