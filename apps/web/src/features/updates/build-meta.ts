/**
 * The build stamp in index.html's <meta> tags, written by build/build-info.ts. Support tooling
 * reads all four; the update check compares the build time, which differs for every build.
 * No imports here: the Vite config loads this file in Node as well.
 */
export const BUILD_META_NAMES = {
  time: 'edgelog-build-time',
  number: 'edgelog-build-number',
  version: 'edgelog-build-version',
  hash: 'edgelog-build-hash',
} as const;

/** The meta value that identifies a build: the update check compares it. */
export const BUILD_ID_META = BUILD_META_NAMES.time;

export interface BuildInfo {
  /** ISO time the build ran. */
  time: string;
  number: string;
  /** Date version, e.g. 2026.11.22. */
  version: string;
  /** Short git hash, or "unknown". */
  hash: string;
}

function metaContent(doc: Document, name: string): string | null {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  return content ? content : null;
}

/** The running page's build, or null for a page without the stamp (the dev server). */
export function runningBuildInfo(doc: Document = document): BuildInfo | null {
  const time = metaContent(doc, BUILD_META_NAMES.time);
  if (!time) return null;
  return {
    time,
    number: metaContent(doc, BUILD_META_NAMES.number) ?? 'unknown',
    version: metaContent(doc, BUILD_META_NAMES.version) ?? 'unknown',
    hash: metaContent(doc, BUILD_META_NAMES.hash) ?? 'unknown',
  };
}

/** The build id in a served index.html, or null when the document carries none. */
export function buildIdFromHtml(html: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return metaContent(doc, BUILD_ID_META);
}
