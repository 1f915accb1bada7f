// Edgelog's service worker. The build prepends BUILD_ID (the build's id, as in index.html's
// edgelog-build-time meta tag) and PRECACHE_URLS (the build's hashed assets); see
// build/service-worker.ts. Plain script, no imports: it runs as a classic worker.

const CACHE_PREFIX = 'edgelog-shell-';
const CACHE_NAME = CACHE_PREFIX + BUILD_ID;
const SHELL_URL = '/';
// APIs, runtime configuration and the worker itself always go to the network, uncached.
const NETWORK_ONLY_PREFIXES = ['/auth/v1/', '/rest/v1/', '/storage/v1/', '/functions/v1/', '/realtime/v1/'];
const NETWORK_ONLY_PATHS = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/functions/v1',
  '/realtime/v1',
  '/config.json',
  '/sw.js',
  '/health',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const response = await fetch(SHELL_URL, { cache: 'no-store' });
      if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
      // A deploy between this worker's download and now would pair it with another build's page.
      const html = await response.clone().text();
      if (!html.includes(`content="${BUILD_ID}"`))
        throw new Error('The served app shell belongs to another build');
      await cache.put(SHELL_URL, response);
      await cache.addAll(PRECACHE_URLS);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// A newer build's worker waits while tabs of the old build run (their lazy chunks may still be
// needed); "Update Now" asks it to take over.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function isNetworkOnly(url) {
  return (
    NETWORK_ONLY_PATHS.includes(url.pathname) ||
    NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  );
}

// Navigations try the network first, so an online visitor always gets the deployed build; the
// cached shell is only for when the server cannot be reached.
async function networkFirstShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached =
      (await caches.match(SHELL_URL, { cacheName: CACHE_NAME, ignoreVary: true })) ||
      (await caches.match(SHELL_URL, { ignoreVary: true }));
    if (cached) return cached;
    throw error;
  }
}

// Hashed assets never change under their name, so any cached copy is the right one, whatever
// request headers (Origin, for module scripts) it was stored under.
async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
  // Anything else (the build check's `/?t=`, other same-origin files) is left to the network.
});
