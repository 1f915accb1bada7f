import { ArchiveIcon, ArchiveRestoreIcon, ListIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AccountRow } from '../api/accounts';
import { RowAction } from './row-action';

export interface AccountActions {
  onDetails: (account: AccountRow) => void;
  onEdit: (account: AccountRow) => void;
  onToggleStatus: (account: AccountRow) => void;
  onDelete: (account: AccountRow) => void;
  /** The account whose close or reopen is on its way. */
  busyId: string | null;
}

/** What the accounts table and the phone cards show, and what their buttons do. */
export interface AccountListProps {
  accounts: AccountRow[];
  /** Trades per account id; undefined while they are being counted. */
  tradeCounts: ReadonlyMap<string, number> | undefined;
  userId: string;
  actions: AccountActions;
}

/** Details, edit, close or reopen, and delete: the same buttons on a table row and on a card. */
export function AccountRowActions({
  account,
  actions,
  className,
}: {
  account: AccountRow;
  actions: AccountActions;
  className: string;
}) {
  const closed = account.status === 'closed';
  return (
    <div className={className}>
      <RowAction label="Details" subject={account.name} onClick={() => actions.onDetails(account)}>
        <ListIcon aria-hidden />
      </RowAction>
      <RowAction label="Edit" subject={account.name} onClick={() => actions.onEdit(account)}>
        <PencilIcon aria-hidden />
      </RowAction>
      <RowAction
        label={closed ? 'Reopen' : 'Close'}
        subject={account.name}
        disabled={actions.busyId === account.id}
        onClick={() => actions.onToggleStatus(account)}
      >
        {closed ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
      </RowAction>
      <RowAction label="Delete" subject={account.name} onClick={() => actions.onDelete(account)}>
        <Trash2Icon aria-hidden />
      </RowAction>
    </div>
  );
}

/** An account's number of trades, or a placeholder while they are being counted. */
export function TradeCount({
  accountId,
  tradeCounts,
  placeholderClassName,
}: {
  accountId: string;
  tradeCounts: ReadonlyMap<string, number> | undefined;
  placeholderClassName: string;
}) {
  return tradeCounts === undefined ? (
    <Skeleton className={placeholderClassName} aria-label="Counting trades" />
  ) : (
    (tradeCounts.get(accountId) ?? 0).toLocaleString('en-US')
  );
}
