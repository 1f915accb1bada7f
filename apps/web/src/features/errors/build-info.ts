import type { BuildInfoItem } from '@edgelog/core';

/**
 * Build info as the page declares it in meta tags (edgelog-build…, build-…), read when a report
 * is copied; a page without them gives an empty list and the report leaves the section out.
 */
export function readBuildInfo(doc: Document = document): BuildInfoItem[] {
  return [...doc.querySelectorAll<HTMLMetaElement>('meta[name^="edgelog-build"], meta[name^="build-"]')]
    .map((meta) => ({ name: meta.name, value: meta.content.trim() }))
    .filter((item) => item.value !== '');
}
