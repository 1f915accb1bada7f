import { EMPTY_ACCOUNT_FORM, groupThousands, type AccountFormValues } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, WalletIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useMoveToTrash } from '@/features/trash';
import { useAuth } from '@/lib/auth-context';
import {
  accountsListQuery,
  insertAccount,
  setAccountStatus,
  updateAccount,
  type AccountRow,
} from '../api/accounts';
import { accountKeys } from '../api/keys';
import { tradeCountsQuery } from '../api/trade-activity';
import { AccountDetailsDialog } from '../components/account-details-dialog';
import { AccountDialog } from '../components/account-dialog';
import { AccountCards } from '../components/account-cards';
import type { AccountListProps } from '../components/account-row-parts';
import { AccountsTable } from '../components/accounts-table';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { whenClosed, type Editing } from '../lib/dialog-state';
import { useLoadError } from '@/features/errors/use-load-error';

function valuesOf(account: AccountRow): AccountFormValues {
  return {
    name: account.name,
    broker: account.broker ?? '',
    kind: account.kind,
    currency: account.currency,
    startingBalance: groupThousands(account.starting_balance),
    startingDate: account.starting_date ?? '',
    breakEvenTolerance: account.break_even_tolerance,
    status: account.status,
  };
}

function LoadingRows() {
  return (
    <div className="grid gap-2" aria-label="Loading accounts" aria-busy>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

export function AccountsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const moveToTrash = useMoveToTrash();
  const accounts = useQuery({ ...accountsListQuery(userId), enabled: user !== null });
  const tradeCounts = useQuery({ ...tradeCountsQuery(userId), enabled: user !== null });
  const retryLoad = useCallback(() => void accounts.refetch(), [accounts]);
  const loadError = useLoadError(accounts.error, retryLoad);
  const [editing, setEditing] = useState<Editing<AccountRow>>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  // The account whose details are open, by id, so its figures follow every refresh of the list.
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // What the add form held when it was closed without saving, until it is saved or cancelled.
  const addDraft = useRef<AccountFormValues>(EMPTY_ACCOUNT_FORM);
  const { handleError } = useErrorHandler();

  // Also refreshes the calculators' list of open accounts, kept under the same ['accounts'] prefix.
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });

  const toggleStatus = useMutation({
    mutationFn: (account: AccountRow) =>
      setAccountStatus(account.id, account.status === 'open' ? 'closed' : 'open'),
    onError: (error, account) => handleError(error, { retry: () => toggleStatus.mutate(account) }),
    onSuccess: async (_nothing, account) => {
      await refresh();
      toast.success(account.status === 'open' ? `${account.name} closed` : `${account.name} reopened`);
    },
  });

  const rows = accounts.data ?? [];
  const editedId = editing?.purpose === 'edit' ? editing.row.id : null;
  const otherNames = rows.filter((row) => row.id !== editedId).map((row) => row.name);
  const details = rows.find((row) => row.id === detailsId) ?? null;
  const list: AccountListProps = {
    accounts: rows,
    tradeCounts: tradeCounts.data,
    userId,
    actions: {
      onDetails: (account) => setDetailsId(account.id),
      onEdit: (account) => setEditing({ purpose: 'edit', row: account }),
      onToggleStatus: (account) => toggleStatus.mutate(account),
      onDelete: setDeleting,
      busyId: toggleStatus.isPending ? (toggleStatus.variables?.id ?? null) : null,
    },
  };
  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ purpose: 'add' })}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <PageFrame
      title="Accounts"
      description="Your brokerage, prop-firm, demo and backtest accounts. Each balance is the starting balance plus deposits, withdrawals and closed trades; the calculators offer the open accounts."
      actions={rows.length > 0 ? addButton('Add account') : undefined}
    >
      {accounts.isPending ? (
        <LoadingRows />
      ) : accounts.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your accounts could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <span>{loadError ? `${loadError.userMessage} (${loadError.code})` : accounts.error.message}</span>
            <Button variant="outline" size="sm" onClick={retryLoad}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <WalletIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No accounts yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the accounts you trade with their starting balance. Record deposits and withdrawals, and each
            account’s balance, trade count, net P&amp;L and equity line follow your trades.
          </p>
          {addButton('Add your first account')}
        </div>
      ) : (
        <>
          {/* One of the two shows: the table on a wide screen, cards on a phone. */}
          <div className="hidden lg:block">
            <AccountsTable {...list} />
          </div>
          <div className="lg:hidden">
            <AccountCards {...list} />
          </div>
        </>
      )}

      <AccountDialog
        open={editing !== null}
        onOpenChange={whenClosed(() => setEditing(null))}
        purpose={editing?.purpose ?? 'add'}
        initialValues={editing?.purpose === 'edit' ? valuesOf(editing.row) : addDraft.current}
        otherNames={otherNames}
        save={(draft) =>
          editing?.purpose === 'edit' ? updateAccount(editing.row.id, draft) : insertAccount(draft)
        }
        onChange={(values) => {
          if (editing?.purpose === 'add') addDraft.current = values;
        }}
        onDiscard={() => {
          if (editing?.purpose === 'add') addDraft.current = EMPTY_ACCOUNT_FORM;
        }}
        onSaved={async () => {
          const added = editing?.purpose === 'add';
          if (added) addDraft.current = EMPTY_ACCOUNT_FORM;
          setEditing(null);
          await refresh();
          toast.success(added ? 'Account added' : 'Account saved');
        }}
      />
      <AccountDetailsDialog
        account={details}
        userId={userId}
        onOpenChange={whenClosed(() => setDetailsId(null))}
        onChanged={refresh}
      />
      <DeleteAccountDialog
        account={deleting}
        userId={userId}
        onOpenChange={whenClosed(() => setDeleting(null))}
        remove={async (id) => {
          // Into the trash with its trades and transactions; the toast's Undo brings all back.
          await moveToTrash('account', [id], `${deleting?.name ?? 'The account'} deleted`);
        }}
        closeInstead={(account) => {
          setDeleting(null);
          toggleStatus.mutate(account);
        }}
        onDeleted={async () => {
          setDeleting(null);
          await refresh();
        }}
      />
    </PageFrame>
  );
}
