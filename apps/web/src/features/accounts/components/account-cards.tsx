import { ACCOUNT_KIND_LABELS } from '@edgelog/core';
import { ArchiveIcon, ArchiveRestoreIcon, ListIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AccountRow } from '../api/accounts';
import { breakdownOf } from '../lib/balance-breakdown';
import { BALANCE_DEFINITION } from '../lib/definitions';
import type { AccountActions } from './accounts-table';
import { EquitySparkline } from './equity-sparkline';
import { Money, Pnl } from './money';
import { RowAction } from './row-action';

/**
 * The accounts on a phone or a narrow window: one card each, the balance first, with the same
 * figures and actions as the table.
 */
export function AccountCards({
  accounts,
  tradeCounts,
  userId,
  actions,
}: {
  accounts: AccountRow[];
  tradeCounts: ReadonlyMap<string, number> | undefined;
  userId: string;
  actions: AccountActions;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Accounts">
      {accounts.map((account) => {
        const closed = account.status === 'closed';
        const headingId = `account-card-${account.id}`;
        return (
          <li key={account.id}>
            <article
              data-testid="account-row"
              aria-labelledby={headingId}
              className={
                closed
                  ? 'grid gap-3 rounded-lg border p-4 text-muted-foreground'
                  : 'grid gap-3 rounded-lg border p-4'
              }
            >
              <header className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 id={headingId} className="truncate font-semibold">
                    {account.name}
                  </h2>
                  <p className="text-xs text-muted-foreground">
                    {[
                      ACCOUNT_KIND_LABELS[account.kind],
                      account.currency,
                      account.broker,
                      closed ? 'Closed' : 'Open',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {account.is_sample && (
                  <span className="shrink-0 rounded-sm border border-dashed px-1.5 py-0.5 text-xs text-muted-foreground">
                    Sample
                  </span>
                )}
              </header>
              <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground" title={BALANCE_DEFINITION}>
                  Balance
                </dt>
                <dd
                  className="text-right text-base font-semibold"
                  title={breakdownOf(account)}
                  data-testid="account-balance"
                >
                  <Money amount={account.balance} />
                </dd>
                <dt className="text-muted-foreground">Closed trades’ net P&amp;L</dt>
                <dd className="text-right" data-testid="account-net-pnl">
                  <Pnl amount={account.realized_pnl} />
                </dd>
                <dt className="text-muted-foreground">Trades</dt>
                <dd className="text-right tabular-nums" data-testid="account-trades">
                  {tradeCounts === undefined ? (
                    <Skeleton className="h-4 w-8" aria-label="Counting trades" />
                  ) : (
                    (tradeCounts.get(account.id) ?? 0).toLocaleString('en-US')
                  )}
                </dd>
              </dl>
              <div className="flex items-end justify-between gap-2">
                <EquitySparkline account={account} userId={userId} />
                <div className="flex gap-0.5">
                  <RowAction
                    label="Details"
                    subject={account.name}
                    onClick={() => actions.onDetails(account)}
                  >
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
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
