import { Toaster } from 'sonner';

/**
 * The one toaster of the app (decision 0002): up to 3 toasts on screen, 4 s by default, sonner's
 * 356 px width. Error toasts set their own 10/7/5 s durations.
 */
export function AppToaster() {
  return <Toaster position="bottom-right" visibleToasts={3} duration={4_000} closeButton richColors />;
}
