import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useMoveToTrash } from '@/features/trash';
import { tradeKeys } from '../../api/keys';
import { setTradeArchived, type TradeRecord } from '../../api/trade';

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Previous and next trade by open time, also on ← and → when no field or dialog has the keys. */
export function TradeNeighbours({ previous, next }: { previous: string | null; next: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target))
        return;
      // An open dialog (the screenshot viewer, a confirmation) keeps its keys; a banner does not.
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]')) return;
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (to === null) return;
      event.preventDefault();
      void navigate(`/trades/${to}`);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, previous, next]);
  return (
    <div className="flex gap-1" role="group" aria-label="Other trades">
      {previous ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/trades/${previous}`} aria-keyshortcuts="ArrowLeft">
            <ChevronLeftIcon aria-hidden /> Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <ChevronLeftIcon aria-hidden /> Previous
        </Button>
      )}
      {next ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/trades/${next}`} aria-keyshortcuts="ArrowRight">
            Next <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Next <ChevronRightIcon aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** Edit, duplicate, archive or restore, and delete after confirmation. */
export function TradeActions({ userId, trade }: { userId: string; trade: TradeRecord }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const moveToTrash = useMoveToTrash();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tradeKeys.user(userId) });
  const archived = trade.archived_at !== null;

  const archive = useMutation({
    mutationFn: () => setTradeArchived(trade.id, !archived),
    onSuccess: async () => {
      toast.success(archived ? 'Trade restored' : 'Trade archived');
      await refresh();
    },
    onError: (error) => handleError(error),
  });
  const remove = useMutation({
    // Into the trash with its fills, tags and attachments; their files stay until it is emptied.
    mutationFn: () => moveToTrash('trade', [trade.id], `${trade.symbol} trade deleted`),
    onSuccess: async () => {
      setConfirmDelete(false);
      queryClient.removeQueries({ queryKey: tradeKeys.detail(userId, trade.id) });
      await refresh();
      await navigate('/trades');
    },
    onError: (error) => handleError(error),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link to={`/trades/edit/${trade.id}`}>
          <PencilIcon aria-hidden /> Edit
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`/trades/new?duplicate=${trade.id}`}>
          <CopyIcon aria-hidden /> Duplicate
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => archive.mutate()} disabled={archive.isPending}>
        {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
        {archived ? 'Restore' : 'Archive'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
        <Trash2Icon aria-hidden /> Delete
      </Button>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this {trade.symbol} trade?</DialogTitle>
            <DialogDescription>
              Its fills, tags and screenshots go with it, and its P&amp;L leaves the account’s balance. It
              stays in the Trash for 30 days, where you can restore it; archive it instead to keep it out of
              your statistics.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete trade'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
