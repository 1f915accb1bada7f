import { buildIdFromHtml } from './build-meta';

/**
 * Asks the server for its current index.html (SPEC 7: the site root with a timestamp parameter and
 * no-cache headers) and returns the build id it carries, or null when it cannot tell.
 */
export async function fetchDeployedBuildId(
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetcher(`/?t=${Date.now()}`, {
      signal,
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Accept: 'text/html' },
    });
    if (!response.ok) return null;
    return buildIdFromHtml(await response.text());
  } catch {
    // offline, the server is restarting, or a newer check took over: the next check tries again
    return null;
  }
}
