import { useMutation } from '@tanstack/react-query';
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
import type { AccountRow } from '../api/accounts';

/** Asks before an account goes for good, and offers closing it instead, which keeps it. */
export function DeleteAccountDialog({
  account,
  onOpenChange,
  remove,
  onDeleted,
}: {
  account: AccountRow | null;
  onOpenChange: (open: boolean) => void;
  remove: (id: string) => Promise<void>;
  onDeleted: () => void | Promise<void>;
}) {
  const { handleError } = useErrorHandler();
  const mutation = useMutation({
    mutationFn: remove,
    onError: (error, id) => handleError(error, { retry: () => mutation.mutate(id) }),
    onSuccess: onDeleted,
  });
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {account?.name}?</DialogTitle>
          <DialogDescription>
            The account and its balance are removed and cannot be brought back. To keep it out of the
            calculators but in your records, close it instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={mutation.isPending || account === null}
            onClick={() => account && mutation.mutate(account.id)}
          >
            {mutation.isPending ? 'Deleting…' : 'Delete account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
