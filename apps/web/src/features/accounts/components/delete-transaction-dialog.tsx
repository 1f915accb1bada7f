import { TRANSACTION_KIND_LABELS, negateDecimal, signOfDecimal } from '@edgelog/core';
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
import { useMoveToTrash } from '@/features/trash';
import type { TransactionRow } from '../api/transactions';
import { formatWhen } from '../lib/local-time';
import { useFormat } from '@/lib/format';
import { moneyText } from '../lib/money-text';

/** Asks before a transaction goes, saying how the balance moves back. */
export function DeleteTransactionDialog({
  transaction,
  currency,
  onOpenChange,
  onDeleted,
}: {
  transaction: TransactionRow | null;
  currency: string;
  onOpenChange: (open: boolean) => void;
  onDeleted: (transaction: TransactionRow) => void | Promise<void>;
}) {
  const { handleError } = useErrorHandler();
  const format = useFormat();
  const moveToTrash = useMoveToTrash();
  const mutation = useMutation({
    mutationFn: async (row: TransactionRow) => {
      await moveToTrash('transaction', [row.id], `${TRANSACTION_KIND_LABELS[row.kind]} deleted`);
      return row;
    },
    onError: (error, row) => handleError(error, { retry: () => mutation.mutate(row) }),
    onSuccess: onDeleted,
  });
  const label = transaction ? TRANSACTION_KIND_LABELS[transaction.kind].toLowerCase() : '';
  const undo = transaction ? negateDecimal(transaction.amount) : '0';
  return (
    <Dialog open={transaction !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this {label}?</DialogTitle>
          <DialogDescription>
            {transaction &&
              `The ${label} of ${formatWhen(transaction.occurred_at)} is removed, and the balance ${
                signOfDecimal(undo) > 0 ? 'rises' : 'falls'
              } by ${moneyText(format, undo.replace(/^-/, ''), currency)} ${currency}.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={mutation.isPending || transaction === null}
            onClick={() => transaction && mutation.mutate(transaction)}
          >
            {mutation.isPending ? 'Deleting…' : 'Delete transaction'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
