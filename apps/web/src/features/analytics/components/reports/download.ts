// Saving a report's file from the page: a Blob behind a temporary link, so the browser's own
// download (and a test's download event) takes it like any other file.
import { downloadCsv as downloadCsvFile } from '@/lib/download';

/** A file name safe on every system: letters, digits, dashes; dates stay readable. */
export function fileName(...parts: string[]): string {
  return parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9.-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '')
    .join('-');
}

export function downloadCsv(name: string, csv: string): void {
  downloadCsvFile(csv, name.endsWith('.csv') ? name : `${name}.csv`);
}
