import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth-context';
import { showTemporaryTitle } from '@/lib/page-meta';

/** SPEC 4, 9: logout after 5 minutes idle, a warning at 4 minutes shown for 15 s, a tab-title message for 5 s. */
export const INACTIVITY_TIMEOUT_MS = 5 * 60 * 1000;
export const INACTIVITY_WARNING_MS = 4 * 60 * 1000;
export const WARNING_VISIBLE_MS = 15 * 1000;
export const LOGOUT_TITLE_MS = 5 * 1000;
export const LOGOUT_TITLE = 'You have been logged out due to inactivity';
const CHECK_EVERY_MS = 1000;
const WARNING_TOAST_ID = 'inactivity-warning';
const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
  'click',
] as const;

/**
 * Watches for mouse, key, scroll, touch and click activity. Elapsed time is measured from the last
 * activity on each check, so a throttled background tab still logs out on time.
 */
export function InactivityMonitor() {
  const { signOut } = useAuth();
  const lastActivity = useRef(Date.now());
  const warned = useRef(false);
  const loggedOut = useRef(false);

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (warned.current) {
        warned.current = false;
        toast.dismiss(WARNING_TOAST_ID);
      }
    };
    const check = () => {
      if (loggedOut.current) return;
      const idle = Date.now() - lastActivity.current;
      if (idle >= INACTIVITY_TIMEOUT_MS) {
        loggedOut.current = true;
        toast.dismiss(WARNING_TOAST_ID);
        showTemporaryTitle(LOGOUT_TITLE, LOGOUT_TITLE_MS);
        void signOut({ scope: 'local', reason: 'session-timeout' });
      } else if (idle >= INACTIVITY_WARNING_MS && !warned.current) {
        warned.current = true;
        toast.warning('You will be signed out in 1 minute', {
          id: WARNING_TOAST_ID,
          description:
            'You have been inactive for 4 minutes. Move the mouse or press a key to stay signed in.',
          duration: WARNING_VISIBLE_MS,
        });
      }
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      clearInterval(timer);
      toast.dismiss(WARNING_TOAST_ID);
    };
  }, [signOut]);

  return null;
}
