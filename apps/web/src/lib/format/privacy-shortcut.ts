import { useEffect } from 'react';
import { getPreferences, updatePreferences } from '@/lib/preferences';

/** The shortcut's words, as the settings and the toggle's tooltip show them. */
export const PRIVACY_SHORTCUT_LABEL = 'Alt+P';

/** Turns privacy mode on or off, saved on the server; other tabs follow through the preferences. */
export function togglePrivacyMode(): void {
  void updatePreferences({ privacyMode: !getPreferences().privacyMode });
}

/**
 * Alt+P (Option+P on a Mac): Ctrl/⌘+B already folds the sidebar, and Alt+letter is free in every
 * browser we support. The key's code is read, not its character, since Option+P types "π".
 */
export function isPrivacyShortcut(
  event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): boolean {
  return event.code === 'KeyP' && event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/** Listens for the shortcut on the whole page while mounted (the signed-in shell's top bar). */
export function usePrivacyShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || event.repeat || !isPrivacyShortcut(event)) return;
      event.preventDefault();
      togglePrivacyMode();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
