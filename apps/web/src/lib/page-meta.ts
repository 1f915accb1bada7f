export const APP_NAME = 'Edgelog';
const DEFAULT_DESCRIPTION = 'Edgelog is a free, self-hostable trading journal and analytics app.';

export interface PageMeta {
  title: string;
  description?: string;
}

let pageTitle = APP_NAME;
let overrideTimer: ReturnType<typeof setTimeout> | null = null;

function describe(description: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/** Sets the tab title ("Page · Edgelog") and the description meta tag for the current page. */
export function applyPageMeta(meta: PageMeta): void {
  pageTitle = meta.title && meta.title !== APP_NAME ? `${meta.title} · ${APP_NAME}` : APP_NAME;
  if (overrideTimer === null) document.title = pageTitle;
  describe(meta.description ?? DEFAULT_DESCRIPTION);
}

/** Shows a message in the tab title for a while (e.g. after an inactivity logout), then the page's title again. */
export function showTemporaryTitle(message: string, durationMs: number): void {
  if (overrideTimer !== null) clearTimeout(overrideTimer);
  document.title = message;
  overrideTimer = setTimeout(() => {
    overrideTimer = null;
    document.title = pageTitle;
  }, durationMs);
}
