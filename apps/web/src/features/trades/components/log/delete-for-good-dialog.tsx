import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatCount } from '../../lib/log-format';

/** Asks before archived trades go for good: their fills, tags and screenshots go with them. */
export function DeleteForGoodDialog({
  ids,
  deleting,
  onOpenChange,
  onConfirm,
}: {
  ids: readonly string[] | null;
  deleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (ids: readonly string[]) => void;
}) {
  const n = ids?.length ?? 0;
  const what = n === 1 ? 'this trade' : `these ${formatCount(n)} trades`;
  return (
    <Dialog open={ids !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {what} permanently?</DialogTitle>
          <DialogDescription>
            Their fills, tags, notes and screenshots are removed and cannot be brought back. To keep them out
            of your figures but on record, leave them archived.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep them
          </Button>
          <Button
            variant="destructive"
            disabled={deleting || ids === null}
            onClick={() => ids && onConfirm(ids)}
          >
            {deleting ? 'Deleting…' : 'Delete permanently'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
