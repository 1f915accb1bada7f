// A zip of several broker exports (a month of daily statements, a broker's "download all") read as
// the files inside it. An .xlsx is a zip too: it is told apart by its workbook part and read as a
// workbook. Sizes are checked from the archive's directory before anything is inflated, so an
// archive that unpacks to far more than it weighs is refused without filling memory.
import { unzipSync, type UnzipFileInfo } from 'fflate';

/** Files inside an archive that the importer reads; anything else in it is listed as left out. */
const READABLE = /\.(csv|tsv|txt|htm|html|xlsx|xml|ofx|qfx)$/i;
/** An archive holding more files than this is not a set of exports. */
const MAX_FILES = 200;

export interface ZipExport {
  name: string;
  bytes: Uint8Array;
}

export type UnpackedExports =
  | { kind: 'workbook' }
  | { kind: 'files'; files: ZipExport[]; leftOut: string[] }
  | { kind: 'refused'; refusal: string };

function listed(bytes: Uint8Array): UnzipFileInfo[] | null {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push(file);
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

function hidden(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return name.startsWith('__MACOSX/') || base.startsWith('.') || name.endsWith('/');
}

/**
 * What a zip archive holds for the importer: a workbook, the export files inside it (at most
 * `maxBytes` unpacked in all), or a sentence saying why none can be read.
 */
export function unpackExports(fileName: string, bytes: Uint8Array, maxBytes: number): UnpackedExports {
  const entries = listed(bytes);
  if (entries === null)
    return {
      kind: 'refused',
      refusal: `${fileName} is not a readable zip archive: download it again, or unpack it and import the files inside.`,
    };
  if (entries.some((entry) => entry.name === 'xl/workbook.xml' || entry.name === '[Content_Types].xml'))
    return { kind: 'workbook' };
  const wanted = entries.filter((entry) => !hidden(entry.name) && READABLE.test(entry.name));
  const leftOut = entries
    .filter((entry) => !hidden(entry.name) && !READABLE.test(entry.name))
    .map((entry) => entry.name);
  if (wanted.length === 0)
    return {
      kind: 'refused',
      refusal: `${fileName} holds no file the importer reads (CSV, TSV, text, HTML, Excel, XML, OFX or QFX): unpack it and check what it holds.`,
    };
  if (wanted.length > MAX_FILES)
    return {
      kind: 'refused',
      refusal: `${fileName} holds ${String(wanted.length)} files: import at most ${String(MAX_FILES)} at a time.`,
    };
  const total = wanted.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (total > maxBytes)
    return {
      kind: 'refused',
      refusal: `${fileName} unpacks to ${String(Math.ceil(total / 1048576))} MB, more than one import reads: unpack it and import its files in smaller groups.`,
    };
  const names = new Set(wanted.map((entry) => entry.name));
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, { filter: (file) => names.has(file.name) });
  } catch {
    return {
      kind: 'refused',
      refusal: `${fileName} is damaged: a file inside it cannot be unpacked. Download it again.`,
    };
  }
  const files: ZipExport[] = [];
  for (const entry of wanted) {
    const content = unpacked[entry.name];
    // fflate unpacks into a buffer of the declared size, so an entry is never larger than checked.
    if (content === undefined || content.length !== entry.originalSize)
      return {
        kind: 'refused',
        refusal: `${fileName} is damaged: a file inside it cannot be unpacked. Download it again.`,
      };
    files.push({ name: entry.name, bytes: content });
  }
  return { kind: 'files', files, leftOut };
}
