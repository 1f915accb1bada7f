/**
 * What runs once an error has happened: records, the log, toasts, and the toaster itself. Loaded
 * right after the first render (by the toaster host) so the catalogue and sonner stay out of
 * the bundle the sign-in page needs (decision 0005).
 */
import { globalErrorCode, globalErrorDisposition } from '@edgelog/core';
import { showErrorToast } from './error-toast';

export { AppToaster } from './app-toaster';
export { recordError } from './record-error';
export { dismissOfflineNotice, showErrorToast, showOfflineNotice } from './error-toast';

/**
 * An uncaught error or unhandled rejection: an unexpected-error toast, or a network error when
 * its message mentions the network or fetch. Invalid sessions are left to the session code.
 */
export function reportGlobalError(error: unknown): void {
  if (globalErrorDisposition(error) === 'silent') return;
  showErrorToast(error, { code: globalErrorCode(error) });
}
