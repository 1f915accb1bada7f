// Saving a report's file from the page: a Blob behind a temporary link, so the browser's own
// download (and a test's download event) takes it like any other file.

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
  // A byte-order mark so spreadsheet apps read the labels (symbols, tags, "−") as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name.endsWith('.csv') ? name : `${name}.csv`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
