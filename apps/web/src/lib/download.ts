// Files the app hands to the browser: exports, backups, board images.

/** Hands a blob to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file: some cancel a download whose URL goes at once.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** CSV text as a download, with a byte order mark so spreadsheets read it as UTF-8. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
