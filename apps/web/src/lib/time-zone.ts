import { useSyncExternalStore } from 'react';

/**
 * The trader's time zone (profiles.timezone), which every day boundary on the page follows. Until
 * the profile is read it is the browser's zone. The profile feature sets it; pages read it.
 */
let chosen: string | null = null;
let browser: string | undefined;
const listeners = new Set<() => void>();

/** The browser's own zone, read once: resolving it builds a formatter. */
export function browserTimeZone(): string {
  browser ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browser;
}

export function appTimeZone(): string {
  return chosen ?? browserTimeZone();
}

/** Sets the zone read by appTimeZone (null: back to the browser's, as after a sign-out). */
export function setAppTimeZone(zone: string | null): void {
  if (zone === chosen) return;
  chosen = zone;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** appTimeZone for a component, which renders again when the trader's zone changes. */
export function useAppTimeZone(): string {
  return useSyncExternalStore(subscribe, appTimeZone, appTimeZone);
}
