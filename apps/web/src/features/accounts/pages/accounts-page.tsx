import { EMPTY_ACCOUNT_FORM, groupThousands, type AccountFormValues } from '@edgelog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, WalletIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import {
  accountsListQuery,
  deleteAccount,
  insertAccount,
  setAccountStatus,
  updateAccount,
  type AccountRow,
} from '../api/accounts';
import { accountKeys } from '../api/keys';
import { AccountDialog } from '../components/account-dialog';
import { AccountsTable } from '../components/accounts-table';
import { DeleteAccountDialog } from '../components/delete-account-dialog';

type Editing = { purpose: 'add' } | { purpose: 'edit'; account: AccountRow } | null;

function valuesOf(account: AccountRow): AccountFormValues {
  return {
    name: account.name,
    broker: account.broker ?? '',
    currency: account.currency,
    balance: groupThousands(account.balance),
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
  const queryClient = useQueryClient();
  const accounts = useQuery({ ...accountsListQuery(user?.id ?? ''), enabled: user !== null });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
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
  const editedId = editing?.purpose === 'edit' ? editing.account.id : null;
  const otherNames = rows.filter((row) => row.id !== editedId).map((row) => row.name);
  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ purpose: 'add' })}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <PageFrame
      title="Accounts"
      description="Your brokerage and prop-firm accounts, each with its currency and current balance. The calculators offer the open ones."
      actions={rows.length > 0 ? addButton('Add account') : undefined}
    >
      {accounts.isPending ? (
        <LoadingRows />
      ) : accounts.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Your accounts could not be loaded</AlertTitle>
          <AlertDescription>{accounts.error.message}</AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <WalletIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No accounts yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the accounts you trade, with their currency and balance, and pick one in the position size,
            lot size, margin and risk/reward calculators.
          </p>
          {addButton('Add your first account')}
        </div>
      ) : (
        <AccountsTable
          accounts={rows}
          actions={{
            onEdit: (account) => setEditing({ purpose: 'edit', account }),
            onToggleStatus: (account) => toggleStatus.mutate(account),
            onDelete: setDeleting,
            busyId: toggleStatus.isPending ? (toggleStatus.variables?.id ?? null) : null,
          }}
        />
      )}

      <AccountDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        purpose={editing?.purpose ?? 'add'}
        initialValues={editing?.purpose === 'edit' ? valuesOf(editing.account) : addDraft.current}
        otherNames={otherNames}
        save={(draft) =>
          editing?.purpose === 'edit'
            ? updateAccount(editing.account.id, { ...draft, status: editing.account.status })
            : insertAccount(draft)
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
      <DeleteAccountDialog
        account={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        remove={deleteAccount}
        onDeleted={async () => {
          const name = deleting?.name ?? 'The account';
          setDeleting(null);
          await refresh();
          toast.success(`${name} deleted`);
        }}
      />
    </PageFrame>
  );
}
