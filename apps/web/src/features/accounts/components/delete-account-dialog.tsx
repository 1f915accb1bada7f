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
import type { AccountRow } from '../api/accounts';
import { deleteImpactQuery, type DeleteImpact } from '../api/trade-activity';
import { countOf } from '@/lib/plural';
import { useLoadError } from '@/features/errors/use-load-error';

function whatGoes(name: string, impact: DeleteImpact): string {
  if (impact.trades === 0 && impact.transactions === 0)
    return `${name} has no trades and no deposits or withdrawals. Deleting it moves it to the Trash for 30 days.`;
  const parts = [
    impact.trades > 0 ? countOf(impact.trades, 'trade', 'trades') : null,
    impact.transactions > 0
      ? countOf(
          impact.transactions,
          'deposit, withdrawal or other transaction',
          'deposits, withdrawals and other transactions',
        )
      : null,
  ].filter((part) => part !== null);
  const them = impact.trades + impact.transactions === 1 ? 'it' : 'them';
  return `${name} has ${parts.join(' and ')}. Deleting the account moves ${them} to the Trash with it for 30 days.`;
}

/**
 * Asks before an account goes to the trash, says how many trades and transactions go with it, and
 * offers closing it instead, which keeps them.
 */
export function DeleteAccountDialog({
  account,
  userId,
  onOpenChange,
  remove,
  onDeleted,
  closeInstead,
}: {
  account: AccountRow | null;
  userId: string;
  onOpenChange: (open: boolean) => void;
  remove: (id: string) => Promise<void>;
  onDeleted: () => void | Promise<void>;
  /** Closes the account instead (offered while it is open). */
  closeInstead: (account: AccountRow) => void;
}) {
  const { handleError } = useErrorHandler();
  const impact = useQuery({
    ...deleteImpactQuery(userId, account?.id ?? ''),
    enabled: account !== null,
  });
  const loadError = useLoadError(impact.error, () => void impact.refetch());
  const mutation = useMutation({
    mutationFn: remove,
    onError: (error, id) => handleError(error, { retry: () => mutation.mutate(id) }),
    onSuccess: onDeleted,
  });
  const trades = impact.data?.trades ?? 0;
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {account?.name}?</DialogTitle>
          <DialogDescription>
            To keep its trades and balance in your records and out of the calculators, close it instead.
          </DialogDescription>
        </DialogHeader>
        <div aria-live="polite" data-testid="delete-impact">
          {impact.isPending ? (
            <Skeleton className="h-10 w-full" aria-label="Counting what goes with the account" />
          ) : loadError ? (
            <Alert variant="destructive">
              <AlertDescription>
                What goes with the account could not be counted: {loadError.userMessage} ({loadError.code})
              </AlertDescription>
            </Alert>
          ) : impact.data && account ? (
            <p className="text-sm">{whatGoes(account.name, impact.data)}</p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          {account?.status === 'open' && (
            <Button variant="secondary" onClick={() => closeInstead(account)}>
              Close it instead
            </Button>
          )}
          <Button
            variant="destructive"
            disabled={mutation.isPending || account === null || !impact.isSuccess}
            onClick={() => account && mutation.mutate(account.id)}
          >
            {mutation.isPending
              ? 'Deleting…'
              : trades > 0
                ? `Delete account and ${countOf(trades, 'trade', 'trades')}`
                : 'Delete account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
