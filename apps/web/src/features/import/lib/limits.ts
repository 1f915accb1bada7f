/**
 * The largest file the wizard reads: 50 MB holds about 800,000 rows of a typical broker export,
 * years of an active day trader's fills, and stays well inside a phone browser's memory once read
 * into the worker. Checked on the file's size before a byte of it is read.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** "812 KB", "12.4 MB": a file's size as the trader's file manager shows it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Why each file over the limit is refused, naming its size and the limit. */
export function oversizedFiles(
  files: readonly { name: string; size: number }[],
  limit = MAX_FILE_BYTES,
): string[] {
  return files
    .filter((file) => file.size > limit)
    .map((file) => `${file.name} is ${sizeText(file.size)}: files up to ${sizeText(limit)} can be imported.`);
}
