import { useEffect, useState, type ComponentType } from 'react';
import { loadReporter } from './reporting';

/**
 * Mounts the toaster once the error reporter (which carries it, with sonner) has loaded after
 * the first render: neither is part of what the sign-in page needs to show (decision 0005), and
 * loading them together means a toast can always be shown once the toaster is up, offline too.
 * A failed load is tried again when the browser is back online; toasts raised before the toaster
 * mounts are shown once it does.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      loadReporter().then(
        (reporter) => {
          if (!cancelled) setToaster(() => reporter.AppToaster);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
