import { COOKIE_CONSENT_KEY } from '@edgelog/core';

/**
 * The visitor's cookie choice (SPEC 3: accepted or declined). It belongs to the browser, not the
 * account: the key is one of the device-level records the sign-out cleanup keeps.
 */
export type ConsentChoice = 'accepted' | 'declined';

const CHANGE_EVENT = 'edgelog:consent-change';

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage is off or full: the choice holds for this page only, and the banner returns next time.
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CHANGE_EVENT, { detail: choice }));
}

/** Calls `listener` when the choice changes here or in another tab. */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
