import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { restoreSentence, type RestoreSummary } from './backup-summary';
import { TransferBar } from './transfer-bar';

/** What the restore will do, said before anything is written; the restore runs from here. */
export function RestoreDialog({
  fileName,
  summary,
  restoring,
  onConfirm,
  onCancel,
}: {
  fileName: string;
  summary: RestoreSummary;
  restoring: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const format = useFormat();
  const taken = format.dateTime(summary.backup.createdAt);
  return (
    <Dialog open onOpenChange={(open) => !open && !restoring && onCancel()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Restore this backup?</DialogTitle>
          <DialogDescription className="break-words">
            {fileName}, taken {taken}
            {summary.backup.email === null ? '' : ` by ${summary.backup.email}`} on {summary.backup.server}.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm" data-testid="restore-plan">
          {restoreSentence(summary, (value) => format.count(value))}
        </p>
        <p className="text-sm text-muted-foreground">
          Everything is restored at once or not at all: if anything fails, your journal stays as it is now.
        </p>
        {restoring && <TransferBar label="Restoring" transfer={null} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={restoring}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} disabled={restoring}>
            {restoring ? 'Restoring…' : 'Restore'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
