import { ArchiveIcon, ArchiveRestoreIcon, ListIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AccountRow } from '../api/accounts';
import { breakdownOf } from '../lib/balance-breakdown';
import { Money, Pnl } from './money';
import { RowAction } from './row-action';
import { useFormat } from '@/lib/format';

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

/** The table's cell or the card's value: the same figure, test id and hover text in either. */
interface FigureProps {
  account: AccountRow;
  as: 'td' | 'dd';
  className: string;
}

/** The account's balance, its three parts on hover. */
export function BalanceFigure({ account, as: Figure, className }: FigureProps) {
  const format = useFormat();
  return (
    <Figure className={className} title={breakdownOf(account, format)} data-testid="account-balance">
      <Money amount={account.balance} currency={account.currency} />
    </Figure>
  );
}

/** The net profit or loss of the account's closed trades. */
export function NetPnlFigure({ account, as: Figure, className }: FigureProps) {
  return (
    <Figure className={className} data-testid="account-net-pnl">
      <Pnl amount={account.realized_pnl} currency={account.currency} />
    </Figure>
  );
}

/** The account's number of trades, or a placeholder while they are being counted. */
export function TradesFigure({
  account,
  as: Figure,
  className,
  tradeCounts,
  placeholderClassName,
}: FigureProps & {
  tradeCounts: ReadonlyMap<string, number> | undefined;
  placeholderClassName: string;
}) {
  const format = useFormat();
  return (
    <Figure className={className} data-testid="account-trades">
      {tradeCounts === undefined ? (
        <Skeleton className={placeholderClassName} aria-label="Counting trades" />
      ) : (
        format.count(tradeCounts.get(account.id) ?? 0)
      )}
    </Figure>
  );
}
