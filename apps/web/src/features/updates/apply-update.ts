/**
 * "Update Now" (SPEC 4): drops every Cache Storage entry and the service worker, so nothing of
 * the running build can be served again, then reloads to fetch the new one from the server.
 */
export async function applyUpdate(): Promise<void> {
  try {
    if ('caches' in window) {
      for (const name of await caches.keys()) await caches.delete(name);
    }
    if ('serviceWorker' in navigator) {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        // A new build's worker may already wait: let it take over, then remove the registration so
        // the reload is answered by the network; the new page registers its own worker.
        registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
        await registration.unregister();
      }
    }
  } catch (error) {
    // Reloading still fetches the new page: navigations go to the network first.
    console.warn('[updates] clearing caches before the update failed:', error);
  }
  window.location.reload();
}
