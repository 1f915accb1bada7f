import { loadReporter } from './reporting';

let installed = false;

function report(error: unknown): void {
  void loadReporter()
    .then((reporter) => reporter.reportGlobalError(error))
    .catch(() => undefined);
}

function setOffline(offline: boolean): void {
  void loadReporter()
    .then((reporter) => (offline ? reporter.showOfflineNotice() : reporter.dismissOfflineNotice()))
    .catch(() => undefined);
}

/**
 * SPEC 8: uncaught errors and unhandled rejections become error toasts; going offline shows the
 * persistent NETWORK-009 notice and coming back online removes it. Installed once at start-up.
 */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
  window.addEventListener('offline', () => setOffline(true));
  window.addEventListener('online', () => setOffline(false));
  if (!window.navigator.onLine) setOffline(true);
}
