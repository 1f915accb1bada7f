import { groupThousands } from '@edgelog/core';
import { ArchiveIcon, ArchiveRestoreIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AccountRow } from '../api/accounts';

const COLUMNS = [
  { label: 'Name', numeric: false },
  { label: 'Broker', numeric: false },
  { label: 'Currency', numeric: false },
  { label: 'Balance', numeric: true },
  { label: 'Status', numeric: false },
  { label: 'Actions', numeric: false, hidden: true },
] as const;

export interface AccountActions {
  onEdit: (account: AccountRow) => void;
  onToggleStatus: (account: AccountRow) => void;
  onDelete: (account: AccountRow) => void;
  /** The account whose close or reopen is on its way. */
  busyId: string | null;
}

/** The user's accounts, open ones first; scrolls sideways inside itself on a phone. */
export function AccountsTable({ accounts, actions }: { accounts: AccountRow[]; actions: AccountActions }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] text-sm" aria-label="Accounts">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
              >
                {'hidden' in column ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const closed = account.status === 'closed';
            return (
              <tr
                key={account.id}
                className={closed ? 'border-t text-muted-foreground' : 'border-t'}
                data-testid="account-row"
              >
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {account.name}
                </th>
                <td className="px-3 py-2">{account.broker ?? '—'}</td>
                <td className="px-3 py-2 font-mono">{account.currency}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {groupThousands(account.balance)}
                </td>
                <td className="px-3 py-2">{closed ? 'Closed' : 'Open'}</td>
                <td className="px-3 py-1">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" onClick={() => actions.onEdit(account)}>
                      <PencilIcon aria-hidden />
                      Edit<span className="sr-only"> {account.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={actions.busyId === account.id}
                      onClick={() => actions.onToggleStatus(account)}
                    >
                      {closed ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
                      {closed ? 'Reopen' : 'Close'}
                      <span className="sr-only"> {account.name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => actions.onDelete(account)}>
                      <Trash2Icon aria-hidden />
                      Delete<span className="sr-only"> {account.name}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
