import { COOKIE_CONSENT_KEY } from '@edgelog/core';

/**
 * The cookie choice the consent notice stores (SPEC 3), read and changed here. A change is
 * announced as a `storage` event in this window as well: the notice and the page-view tracker
 * already follow that event for other tabs, so they follow a change made here the same way.
 */
export type CookieChoice = 'accepted' | 'declined';

export function readCookieChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function storeCookieChoice(choice: CookieChoice): void {
  const oldValue = readCookieChoice();
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage is off: the choice holds for this page only, as with the notice itself.
  }
  window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY, oldValue, newValue: choice }));
}

export function subscribeToCookieChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
