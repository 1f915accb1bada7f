import {
  ACCOUNT_KIND_LABELS,
  TRANSACTION_KIND_LABELS,
  emptyTransactionForm,
  signOfDecimal,
  typedTransactionAmount,
  type TransactionFormValues,
} from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ImportButton } from '@/features/import';
import type { AccountRow } from '../api/accounts';
import {
  insertTransaction,
  transactionsQuery,
  updateTransaction,
  type TransactionRow,
} from '../api/transactions';
import { BALANCE_DEFINITION, NET_PNL_DEFINITION } from '../lib/definitions';
import { whenClosed, type Editing } from '../lib/dialog-state';
import { formatDay, localInputOf } from '../lib/local-time';
import { useLoadError } from '@/features/errors/use-load-error';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { EquitySparkline } from './equity-sparkline';
import { CashFlow, Money, Pnl } from './money';
import { useFormat } from '@/lib/format';
import { moneyText } from '../lib/money-text';
import { TransactionForm } from './transaction-form';
import { TransactionsList } from './transactions-list';

function valuesOf(row: TransactionRow): TransactionFormValues {
  return {
    kind: row.kind,
    occurredAt: localInputOf(row.occurred_at),
    amount: typedTransactionAmount(row.kind, row.amount),
    note: row.note ?? '',
  };
}

/** How the balance is reached: starting balance, transactions and closed trades, then the total. */
function BalanceBreakdown({ account }: { account: AccountRow }) {
  const line = 'flex items-baseline justify-between gap-4 py-1.5';
  return (
    <dl className="rounded-lg border px-3 py-1 text-sm" aria-label="How the balance is worked out">
      <div className={line}>
        <dt className="text-muted-foreground">
          Starting balance{account.starting_date ? `, ${formatDay(account.starting_date)}` : ''}
        </dt>
        <dd>
          <Money amount={account.starting_balance} currency={account.currency} />
        </dd>
      </div>
      <div className={line}>
        <dt className="text-muted-foreground">Deposits, withdrawals, fees, interest and adjustments</dt>
        <dd>
          <CashFlow amount={account.transactions_total} currency={account.currency} />
        </dd>
      </div>
      <div className={line}>
        <dt className="text-muted-foreground" title={NET_PNL_DEFINITION}>
          Closed trades’ net P&amp;L
        </dt>
        <dd>
          <Pnl amount={account.realized_pnl} currency={account.currency} />
        </dd>
      </div>
      <div className={`${line} border-t font-semibold`}>
        <dt title={BALANCE_DEFINITION}>Balance ({account.currency})</dt>
        <dd data-testid="details-balance">
          <Money amount={account.balance} currency={account.currency} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * One account in full: how its balance is reached, its equity line, and its deposits, withdrawals,
 * fees, interest and adjustments, each added, edited or deleted here.
 */
export function AccountDetailsDialog({
  account,
  userId,
  onOpenChange,
  onChanged,
}: {
  account: AccountRow | null;
  userId: string;
  onOpenChange: (open: boolean) => void;
  /** After a transaction is saved or deleted: refresh the balance and everything built on it. */
  onChanged: () => Promise<void>;
}) {
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:max-w-3xl sm:p-6">
        {account && <Details account={account} userId={userId} onChanged={onChanged} />}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  account,
  userId,
  onChanged,
}: {
  account: AccountRow;
  userId: string;
  onChanged: () => Promise<void>;
}) {
  const transactions = useQuery(transactionsQuery(userId, account.id));
  const format = useFormat();
  const loadError = useLoadError(transactions.error, () => void transactions.refetch());
  const [editing, setEditing] = useState<Editing<TransactionRow>>(null);
  const [deleting, setDeleting] = useState<TransactionRow | null>(null);
  const rows = transactions.data ?? [];
  const addButton = useRef<HTMLButtonElement>(null);
  // When the form closes, keyboard focus goes back to the button that opens it again.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && editing === null) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{account.name}</DialogTitle>
        <DialogDescription>
          {ACCOUNT_KIND_LABELS[account.kind]} account in {account.currency}
          {account.is_sample ? ', sample data' : ''}
          {account.status === 'closed' ? ', closed' : ''}.{' '}
          {signOfDecimal(account.break_even_tolerance) === 0
            ? 'Only a trade of exactly zero counts as break-even.'
            : `A trade within ${moneyText(format, account.break_even_tolerance, account.currency)} ${account.currency} of zero counts as break-even.`}
        </DialogDescription>
      </DialogHeader>
      <BalanceBreakdown account={account} />
      <ImportButton accountId={account.id} className="justify-self-start" />
      <EquitySparkline account={account} userId={userId} size="large" />

      <section aria-labelledby="transactions-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="transactions-heading" className="text-base font-semibold">
            Deposits and withdrawals
          </h3>
          {editing === null && (
            <Button ref={addButton} size="sm" onClick={() => setEditing({ purpose: 'add' })}>
              <PlusIcon aria-hidden />
              Add a transaction
            </Button>
          )}
        </div>
        {editing && (
          <TransactionForm
            key={editing.purpose === 'edit' ? editing.row.id : 'add'}
            purpose={editing.purpose}
            currency={account.currency}
            initialValues={
              editing.purpose === 'edit'
                ? valuesOf(editing.row)
                : emptyTransactionForm(localInputOf(new Date()))
            }
            save={(write) =>
              editing.purpose === 'edit'
                ? updateTransaction(editing.row.id, write)
                : insertTransaction(account.id, write)
            }
            onSaved={async (write) => {
              const added = editing.purpose === 'add';
              setEditing(null);
              await onChanged();
              toast.success(`${TRANSACTION_KIND_LABELS[write.kind]} ${added ? 'added' : 'saved'}`);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
        {transactions.isPending ? (
          <div className="grid gap-2" aria-label="Loading the transactions" aria-busy>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : transactions.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The transactions could not be loaded</AlertTitle>
            <AlertDescription>
              {loadError ? `${loadError.userMessage} (${loadError.code})` : transactions.error.message}
            </AlertDescription>
          </Alert>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No deposits or withdrawals yet: the balance is the starting balance and the closed trades.
          </p>
        ) : (
          <TransactionsList
            rows={rows}
            currency={account.currency}
            onEdit={(row) => setEditing({ purpose: 'edit', row })}
            onDelete={setDeleting}
          />
        )}
      </section>

      <DeleteTransactionDialog
        transaction={deleting}
        currency={account.currency}
        onOpenChange={whenClosed(() => setDeleting(null))}
        onDeleted={async (row) => {
          setDeleting(null);
          if (editing?.purpose === 'edit' && editing.row.id === row.id) setEditing(null);
          await onChanged();
        }}
      />
    </>
  );
}
