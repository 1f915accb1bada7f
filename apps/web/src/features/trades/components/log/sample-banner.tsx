import { FlaskConicalIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Says the journal holds sample data, and takes it out once the trader confirms. */
export function SampleBanner({ removing, onRemove }: { removing: boolean; onRemove: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert>
      <FlaskConicalIcon aria-hidden />
      <AlertTitle>This journal holds sample data</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>
          Sample trades, accounts, tags and strategies are marked “Sample”. Remove them when you are ready to
          record your own; your own trades stay.
        </span>
        <Button variant="outline" size="sm" disabled={removing} onClick={() => setConfirming(true)}>
          {removing && <Loader2Icon aria-hidden className="animate-spin" />}
          {removing ? 'Removing sample data…' : 'Remove sample data'}
        </Button>
      </AlertDescription>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove the sample data?</DialogTitle>
            <DialogDescription>
              The sample’s trades, deposits, days, accounts, strategies and tags are removed. Your own trades
              stay, and a sample account, strategy or tag they use is kept as yours.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              Remove sample data
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Alert>
  );
}

/** The empty journal's offer, with its progress while the sample is written. */
export function TrySampleButton({
  progress,
  onStart,
}: {
  /** 0 to 1 while writing, null otherwise. */
  progress: number | null;
  onStart: () => void;
}) {
  const busy = progress !== null;
  return (
    <Button variant="outline" disabled={busy} onClick={onStart}>
      {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <FlaskConicalIcon aria-hidden />}
      {busy ? `Adding sample trades… ${Math.round(progress * 100)}%` : 'Try it with sample data'}
    </Button>
  );
}
