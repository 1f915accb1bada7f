import { getPreferences, usePreferences } from '@/lib/preferences';
import { appTimeZone, useAppTimeZone } from '@/lib/time-zone';
import { setDisplaySource } from './current-display';
import { sharedFormatter, type Formatter } from './display-format';

/**
 * The display formatters bound to the trader's number and date formats, privacy mode and time
 * zone; the component renders again when any of them changes.
 */
export function useFormat(): Formatter {
  const preferences = usePreferences();
  const timeZone = useAppTimeZone();
  return sharedFormatter({
    numberFormat: preferences.numberFormat,
    dateFormat: preferences.dateFormat,
    timeZone,
    privacy: preferences.privacyMode,
  });
}

/**
 * The same formatters for code outside React (chart label callbacks, exports): the choices as
 * they are now. Charts that show money redraw through usePrivacyMode or useFormat.
 */
export function currentFormat(): Formatter {
  const preferences = getPreferences();
  return sharedFormatter({
    numberFormat: preferences.numberFormat,
    dateFormat: preferences.dateFormat,
    timeZone: appTimeZone(),
    privacy: preferences.privacyMode,
  });
}

setDisplaySource(() => currentFormat().display);

/** Whether privacy mode is on, for components that only need that. */
export function usePrivacyMode(): boolean {
  return usePreferences().privacyMode;
}
