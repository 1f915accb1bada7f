const EXTENSIONS = { png: 'png', svg: 'svg', excalidraw: 'excalidraw' } as const;

/** A file name from the board's name: letters, digits and dashes only, never empty. */
export function fileNameOf(boardName: string, kind: keyof typeof EXTENSIONS): string {
  const base = boardName
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'board'}.${EXTENSIONS[kind]}`;
}

/** Hands a blob to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the download once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
