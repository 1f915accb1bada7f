import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { applyUpdate } from './apply-update';
import { useUpdateAvailable } from './use-update-available';

/** SPEC 4 "Update notice": shown when a newer build is deployed than the one running. */
export function UpdateNotice() {
  const { available, snooze } = useUpdateAvailable();
  const [updating, setUpdating] = useState(false);
  if (!available) return null;
  return (
    <section
      aria-labelledby="update-notice-title"
      data-testid="update-notice"
      className="fixed bottom-4 left-1/2 z-50 flex w-[min(100%-2rem,28rem)] -translate-x-1/2 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:flex-row sm:items-center"
    >
      <RefreshCwIcon aria-hidden className="hidden size-5 shrink-0 text-primary sm:block" />
      <p id="update-notice-title" role="status" className="flex-1 text-sm font-medium">
        A new version of Edgelog is available
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={snooze} disabled={updating}>
          Later
        </Button>
        <Button
          size="sm"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          {updating ? 'Updating…' : 'Update Now'}
        </Button>
      </div>
    </section>
  );
}
