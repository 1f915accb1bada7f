import { useCallback, useEffect, useState } from 'react';
import { BUILD_ID_META } from './build-meta';
import { fetchDeployedBuildId } from './check-for-update';

/** SPEC 9: the build check runs every 30 s; "Later" hides the notice for 5 minutes. */
export const UPDATE_CHECK_INTERVAL_MS = 30_000;
export const UPDATE_SNOOZE_MS = 5 * 60_000;

function runningBuildId(): string | null {
  return document.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') || null;
}

/**
 * Whether a newer build than the running one is deployed, checked every 30 s and whenever the tab
 * becomes visible. `snooze` hides the answer for 5 minutes; after that the notice shows again if
 * the page is still outdated.
 */
export function useUpdateAvailable(): { available: boolean; snooze: () => void } {
  const [outdated, setOutdated] = useState(false);
  const [snoozed, setSnoozed] = useState(false);

  useEffect(() => {
    const running = runningBuildId();
    // The dev server's page carries no stamp: there is nothing to compare.
    if (!running) return;
    // A check still waiting when the next one starts is abandoned: only the latest answer counts.
    let current: AbortController | null = null;
    const check = async () => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const deployed = await fetchDeployedBuildId(controller.signal);
      if (!controller.signal.aborted && deployed !== null) setOutdated(deployed !== running);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      current?.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!snoozed) return;
    const timer = window.setTimeout(() => setSnoozed(false), UPDATE_SNOOZE_MS);
    return () => window.clearTimeout(timer);
  }, [snoozed]);

  const snooze = useCallback(() => setSnoozed(true), []);
  return { available: outdated && !snoozed, snooze };
}
