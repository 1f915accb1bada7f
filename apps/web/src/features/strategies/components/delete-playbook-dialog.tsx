import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { tradeCountQuery, type PlaybookRow } from '../api/playbooks';
import { deleteConsequence } from '../lib/wording';
import { useLoadError } from '@/features/errors/use-load-error';

/**
 * Asks before a playbook goes, says how many trades carry it (they stay, with their figures, and
 * lose the playbook and its checklist), and offers archiving instead, which keeps everything.
 */
export function DeletePlaybookDialog({
  playbook,
  userId,
  onOpenChange,
  remove,
  onDeleted,
  archiveInstead,
}: {
  playbook: PlaybookRow | null;
  userId: string;
  onOpenChange: (open: boolean) => void;
  remove: (id: string) => Promise<void>;
  onDeleted: () => void | Promise<void>;
  archiveInstead: (playbook: PlaybookRow) => void;
}) {
  const { handleError } = useErrorHandler();
  const count = useQuery({ ...tradeCountQuery(userId, playbook?.id ?? ''), enabled: playbook !== null });
  const loadError = useLoadError(count.error, () => void count.refetch());
  const mutation = useMutation({
    mutationFn: remove,
    onError: (error, id) => handleError(error, { retry: () => mutation.mutate(id) }),
    onSuccess: onDeleted,
  });
  return (
    <Dialog open={playbook !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {playbook?.name}?</DialogTitle>
          <DialogDescription>
            To keep it with its rules and figures but out of the trade form, archive it instead.
          </DialogDescription>
        </DialogHeader>
        <div aria-live="polite" data-testid="delete-impact">
          {count.isPending ? (
            <Skeleton className="h-10 w-full" aria-label="Counting the playbook’s trades" />
          ) : loadError ? (
            <Alert variant="destructive">
              <AlertDescription>
                Its trades could not be counted: {loadError.userMessage} ({loadError.code})
              </AlertDescription>
            </Alert>
          ) : count.data !== undefined && playbook ? (
            <p className="text-sm">{deleteConsequence(playbook.name, count.data)}</p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          {playbook?.archived_at === null && (
            <Button variant="secondary" onClick={() => archiveInstead(playbook)}>
              Archive it instead
            </Button>
          )}
          <Button
            variant="destructive"
            disabled={mutation.isPending || playbook === null || !count.isSuccess}
            onClick={() => playbook && mutation.mutate(playbook.id)}
          >
            {mutation.isPending ? 'Deleting…' : 'Delete playbook'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
