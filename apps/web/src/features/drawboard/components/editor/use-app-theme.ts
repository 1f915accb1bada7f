import { useResolvedTheme } from '@/lib/preferences';

/** The app's theme (the trader's choice, or the system's scheme for "system"), which the board follows. */
export function useAppTheme(): 'light' | 'dark' {
  return useResolvedTheme();
}
