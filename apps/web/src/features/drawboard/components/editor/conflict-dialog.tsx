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
 * Another tab or device saved this board after this one opened it: neither version is
 * overwritten until the trader picks one.
 */
export function ConflictDialog({
  open,
  theirsSavedAt,
  onKeepMine,
  onTakeTheirs,
}: {
  open: boolean;
  theirsSavedAt: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const when = theirsSavedAt
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(theirsSavedAt),
      )
    : null;
  return (
    <Dialog open={open}>
      <DialogContent
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>This board was changed elsewhere</DialogTitle>
          <DialogDescription>
            {when ? `Another tab or device saved it at ${when}. ` : 'Another tab or device saved it. '}
            Keep your version (it replaces theirs) or take theirs (your unsaved changes are dropped).
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
