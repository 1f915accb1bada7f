import { useSyncExternalStore } from 'react';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The app's theme: its dark tokens follow the system's scheme (index.css), so the board does too. */
export function useAppTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DARK).matches ? 'dark' : 'light'),
    () => 'light',
  );
}
