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
