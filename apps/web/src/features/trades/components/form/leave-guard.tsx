import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * Asks before leaving a form with unsaved changes, inside the app (react-router's blocker) and
 * when the tab is closed or reloaded (the browser's own prompt). The draft is kept either way.
 */
export function LeaveGuard({ when, released }: { when: boolean; released: RefObject<boolean> }) {
  // `released` lets a save navigate away at once, before the next render turns `when` off.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, released]);

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave this trade unsaved?</DialogTitle>
          <DialogDescription>
            Your changes are kept as a draft on this device and come back when you open the form again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button type="button" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
