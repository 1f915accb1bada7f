// Every entry of a zip carries the CRC-32 of its bytes, written by the backup; the zip reader the
// restore uses does not compare it. A flipped byte in a table's JSON can still read as JSON (a
// digit for another digit), so without this a damaged archive could restore wrong numbers
// silently. The stored files are also checked against the manifest's sha256 (restore/index.ts).
import { crc32, inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// Far above a journal's largest file (its trades and fills as JSON); the restore holds at most 512 MiB of archive.
const MAX_ENTRY_BYTES = 1024 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 2 * MAX_ENTRY_BYTES;

/** Where the central directory starts and how many entries it lists; null when not found. */
function directory(view: DataView): { offset: number; entries: number } | null {
  // The end record is 22 bytes plus a comment of at most 65535.
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 65_535; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY)
      return { offset: view.getUint32(at + 16, true), entries: view.getUint16(at + 10, true) };
  }
  return null;
}

/**
 * The name of the first entry whose bytes do not match their CRC-32, or null when all do. An
 * archive whose structure cannot be followed answers null too: the archive reader refuses it with
 * its own reason.
 */
export function damagedZipEntry(archive: Uint8Array): string | null {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const found = archive.byteLength >= 22 ? directory(view) : null;
  if (found === null) return null;
  const names = new TextDecoder();
  let at = found.offset;
  let unpacked = 0;
  for (let index = 0; index < found.entries; index += 1) {
    if (at + 46 > archive.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const method = view.getUint16(at + 10, true);
    const expected = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const declared = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(archive.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (local + 30 > archive.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = archive.subarray(start, start + size);
    if (data.length !== size) return name;
    let bytes: Uint8Array;
    if (method === STORED) {
      if (declared !== size) return name;
      bytes = data;
    } else if (method === DEFLATED) {
      // Never unpacked past the size the entry declares (a tiny entry must not unpack to gigabytes),
      // nor an entry declared larger than any archive of ours holds.
      unpacked += declared;
      if (declared > MAX_ENTRY_BYTES || unpacked > MAX_UNPACKED_BYTES) return name;
      try {
        bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, declared) });
      } catch {
        return name;
      }
      if (bytes.length !== declared) return name;
    } else return null;
    if (crc32(bytes) >>> 0 !== expected) return name;
  }
  return null;
}
