// The preview's pages are cached under its session number. Numbered for the whole page's life, not
// per wizard: a wizard opened again starts a new preview and must never be shown the last one's
// rows, which stay cached for a minute under their own number.
let sessions = 0;

export function nextPreviewSession(): number {
  sessions += 1;
  return sessions;
}

/** The cache key of one page of a preview's rows. */
export function previewPageKey(session: number, rows: 'trades' | 'errors', page: number) {
  return ['import-preview', session, rows, page] as const;
}
