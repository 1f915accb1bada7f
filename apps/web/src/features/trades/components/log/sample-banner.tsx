import { FlaskConicalIcon, Loader2Icon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Says the journal holds sample data, and takes it out in one click. */
export function SampleBanner({ removing, onRemove }: { removing: boolean; onRemove: () => void }) {
  return (
    <Alert>
      <FlaskConicalIcon aria-hidden />
      <AlertTitle>This journal holds sample data</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>
          Sample trades, accounts, tags and strategies are marked “Sample”. Remove them when you are ready to
          record your own; your own trades stay.
        </span>
        <Button variant="outline" size="sm" disabled={removing} onClick={onRemove}>
          {removing && <Loader2Icon aria-hidden className="animate-spin" />}
          {removing ? 'Removing sample data…' : 'Remove sample data'}
        </Button>
      </AlertDescription>
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
