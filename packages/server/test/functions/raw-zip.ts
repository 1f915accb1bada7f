// Zips written byte by byte, so a test can make one declare what it likes: sizes that lie, or an
// entry of a gigabyte of zeros held in a megabyte.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  /** The entry's bytes as they are in the zip. */
  packed: Uint8Array;
  /** The unpacked size the zip declares. */
  declared: number;
}

export function deflatedEntry(name: string, bytes: Uint8Array): RawEntry {
  return { name, method: 8, crc: crc32(bytes) >>> 0, packed: deflateRawSync(bytes), declared: bytes.length };
}

/**
 * `mebibytes` MiB of zeros as one deflated entry of about a thousandth of that, built from one
 * compressed MiB repeated: a fully flushed segment starts afresh, so copies of it chain.
 */
export function zerosEntry(name: string, mebibytes: number): RawEntry {
  const mib = Buffer.alloc(1024 * 1024);
  const segment = deflateRawSync(mib, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const finalEmptyBlock = [0x03, 0x00];
  const packed = new Uint8Array(segment.length * mebibytes + finalEmptyBlock.length);
  let crc = 0;
  for (let i = 0; i < mebibytes; i += 1) {
    packed.set(segment, i * segment.length);
    crc = crc32(mib, crc);
  }
  packed.set(finalEmptyBlock, segment.length * mebibytes);
  return { name, method: 8, crc: crc >>> 0, packed, declared: mebibytes * 1024 * 1024 };
}

export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const names = entries.map((entry) => new TextEncoder().encode(entry.name));
  const locals = entries.reduce((sum, entry, i) => sum + 30 + names[i]!.length + entry.packed.length, 0);
  const directory = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const zip = new Uint8Array(locals + directory + 22);
  const view = new DataView(zip.buffer);
  let at = 0;
  const offsets: number[] = [];
  entries.forEach((entry, i) => {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 0x800, true);
    view.setUint16(at + 8, entry.method, true);
    view.setUint32(at + 14, entry.crc, true);
    view.setUint32(at + 18, entry.packed.length, true);
    view.setUint32(at + 22, entry.declared, true);
    view.setUint16(at + 26, names[i]!.length, true);
    zip.set(names[i]!, at + 30);
    zip.set(entry.packed, at + 30 + names[i]!.length);
    at += 30 + names[i]!.length + entry.packed.length;
  });
  const directoryStart = at;
  entries.forEach((entry, i) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, 0x800, true);
    view.setUint16(at + 10, entry.method, true);
    view.setUint32(at + 16, entry.crc, true);
    view.setUint32(at + 20, entry.packed.length, true);
    view.setUint32(at + 24, entry.declared, true);
    view.setUint16(at + 28, names[i]!.length, true);
    view.setUint32(at + 42, offsets[i]!, true);
    zip.set(names[i]!, at + 46);
    at += 46 + names[i]!.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - directoryStart, true);
  view.setUint32(at + 16, directoryStart, true);
  return zip;
}
