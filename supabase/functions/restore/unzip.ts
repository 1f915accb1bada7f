// The restore's zip reader. An archive is untrusted: a 1 MB zip can unpack to gigabytes, and a zip
// can declare sizes it does not keep to. So the central directory is read first and the archive is
// refused before anything is unpacked when its declared sizes pass the limits or an entry packs
// absurdly well; then each entry is unpacked by zlib off the event loop, never past the size it
// declares, and checked against the CRC-32 the zip holds for it (a flipped byte in a table can
// still read as JSON, a digit for another digit, and restore wrong numbers silently).
import { promisify } from 'node:util';
import { crc32, inflateRaw, type ZlibOptions } from 'node:zlib';
import { BackupArchiveError } from '../../../packages/core/src/backup/index.ts';
import { UPLOAD_MAX_PARTS, UPLOAD_PART_BYTES } from './uploads.ts';

const inflate = promisify<Uint8Array, ZlibOptions, Buffer>(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const UTF8_NAME = 0x800;
const MIB = 1024 * 1024;

export interface ArchiveLimits {
  /** Bytes one entry may unpack to. */
  entryBytes: number;
  /** Bytes all entries together may unpack to. */
  totalBytes: number;
  /** Entries above `ratioFromBytes` may unpack to at most this many times their packed size. */
  ratio: number;
  ratioFromBytes: number;
}

const LARGEST_ARCHIVE = UPLOAD_MAX_PARTS * UPLOAD_PART_BYTES;

export const ARCHIVE_LIMITS: ArchiveLimits = {
  // No stored file is larger than the archive that holds it, and a table's JSON past this is longer
  // than the longest string the server can read anyway.
  entryBytes: LARGEST_ARCHIVE,
  totalBytes: 4 * LARGEST_ARCHIVE,
  // A journal's tables pack 3 to 15 times (their ids are random); only runs of one byte pack 1,000.
  ratio: 200,
  ratioFromBytes: MIB,
};

/** The archive would unpack past the limits: refused before anything was unpacked. */
export class ArchiveTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveTooLargeError';
  }
}

interface Entry {
  name: string;
  method: number;
  crc: number;
  packed: number;
  declared: number;
  local: number;
}

const notZip = () => new BackupArchiveError('not-zip', 'This file is not a zip archive.');
const damaged = (name: string, why: string) =>
  new BackupArchiveError(
    'damaged',
    `The backup is damaged (${name} ${why}); nothing was restored. Take a new backup or use another copy.`,
  );

const megabytes = (bytes: number) => `${Math.ceil(bytes / MIB).toLocaleString('en-US')} MB`;

/** The central directory's entries, as declared; a structure that cannot be followed is not a zip. */
function readDirectory(archive: Uint8Array): Entry[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  // The end record is 22 bytes plus a comment of at most 65535.
  const last = archive.byteLength - 22;
  let end = -1;
  for (let at = last; at >= 0 && at >= last - 65_535; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notZip();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const latin1 = new TextDecoder('latin1');
  const utf8 = new TextDecoder();
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > archive.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw notZip();
    const nameLength = view.getUint16(at + 28, true);
    const nameBytes = archive.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: ((view.getUint16(at + 8, true) & UTF8_NAME) !== 0 ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      packed: view.getUint32(at + 20, true),
      declared: view.getUint32(at + 24, true),
      local: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Refuses, before unpacking, an archive whose declared sizes pass the limits. */
function checkDeclaredSizes(entries: readonly Entry[], limits: ArchiveLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.declared > limits.entryBytes)
      throw new ArchiveTooLargeError(
        `This backup's ${entry.name} unpacks to ${megabytes(entry.declared)}, more than the ${megabytes(limits.entryBytes)} a restore takes; nothing was restored.`,
      );
    if (entry.declared > limits.ratioFromBytes && entry.declared > limits.ratio * entry.packed)
      throw new ArchiveTooLargeError(
        `This backup's ${entry.name} unpacks to ${Math.round(entry.declared / Math.max(1, entry.packed)).toLocaleString('en-US')} times its size; an Edgelog backup never packs that tightly, so nothing was restored.`,
      );
    total += entry.declared;
  }
  if (total > limits.totalBytes)
    throw new ArchiveTooLargeError(
      `This backup unpacks to ${megabytes(total)}, more than the ${megabytes(limits.totalBytes)} a restore takes; nothing was restored.`,
    );
}

function packedBytes(archive: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  if (entry.local + 30 > archive.byteLength || view.getUint32(entry.local, true) !== LOCAL_HEADER)
    throw notZip();
  const start =
    entry.local + 30 + view.getUint16(entry.local + 26, true) + view.getUint16(entry.local + 28, true);
  const data = archive.subarray(start, start + entry.packed);
  if (data.length !== entry.packed) throw damaged(entry.name, 'is cut short');
  return data;
}

async function unpackEntry(archive: Uint8Array, entry: Entry): Promise<Uint8Array> {
  const data = packedBytes(archive, entry);
  if (entry.method === STORED) {
    if (entry.declared !== entry.packed) throw damaged(entry.name, 'does not match its declared size');
    return data;
  }
  if (entry.method !== DEFLATED) throw notZip();
  let bytes: Uint8Array;
  try {
    // zlib stops the moment the output passes maxOutputLength: a declared size that lies gets the
    // entry refused after at most one chunk more than it declared.
    bytes = await inflate(data, {
      maxOutputLength: Math.max(1, entry.declared),
      chunkSize: Math.min(MIB, Math.max(64 * 1024, entry.declared)),
    });
  } catch {
    throw damaged(entry.name, 'does not unpack to its declared size');
  }
  if (bytes.length !== entry.declared) throw damaged(entry.name, 'does not unpack to its declared size');
  return bytes;
}

const CRC_SLICE = 8 * MIB;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The CRC-32 of `bytes`, a slice at a time so other requests are answered in between. */
async function checksum(bytes: Uint8Array): Promise<number> {
  let value = 0;
  for (let at = 0; at < bytes.length; at += CRC_SLICE) {
    if (at > 0) await nextTurn();
    value = crc32(bytes.subarray(at, at + CRC_SLICE), value);
  }
  return value >>> 0;
}

/**
 * Every entry of the archive by name, unpacked and checked. Refuses with ArchiveTooLargeError (the
 * declared sizes pass `limits`) or BackupArchiveError (not a zip, or an entry that does not match
 * what the zip declares for it).
 */
export async function unpackArchive(
  archive: Uint8Array,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<Record<string, Uint8Array>> {
  const entries = readDirectory(archive);
  checkDeclaredSizes(entries, limits);
  const unpacked: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    const bytes = await unpackEntry(archive, entry);
    if ((await checksum(bytes)) !== entry.crc) throw damaged(entry.name, 'does not match its checksum');
    unpacked[entry.name] = bytes;
  }
  return unpacked;
}
