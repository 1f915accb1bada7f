/**
 * "Reload Page" of the error boundary (SPEC 4): a stale service worker or cached chunk may be
 * what broke the page, so both go before the reload. Each step is best effort.
 */
export async function reloadWithoutCaches(): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch {
    // No access to service workers here (private mode, insecure origin): reload anyway.
  }
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // Cache storage unavailable: reload anyway.
  }
  window.location.reload();
}
