import { ACCOUNT_KIND_LABELS } from '@edgelog/core';
import { BALANCE_DEFINITION } from '../lib/definitions';
import {
  AccountRowActions,
  BalanceFigure,
  NetPnlFigure,
  TradesFigure,
  type AccountListProps,
} from './account-row-parts';
import { EquitySparkline } from './equity-sparkline';

/**
 * The accounts on a phone or a narrow window: one card each, the balance first, with the same
 * figures and actions as the table.
 */
export function AccountCards({ accounts, tradeCounts, userId, actions }: AccountListProps) {
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
                <BalanceFigure account={account} as="dd" className="text-right text-base font-semibold" />
                <dt className="text-muted-foreground">Closed trades’ net P&amp;L</dt>
                <NetPnlFigure account={account} as="dd" className="text-right" />
                <dt className="text-muted-foreground">Trades</dt>
                <TradesFigure
                  account={account}
                  as="dd"
                  className="text-right tabular-nums"
                  tradeCounts={tradeCounts}
                  placeholderClassName="h-4 w-8"
                />
              </dl>
              <div className="flex items-end justify-between gap-2">
                <EquitySparkline account={account} userId={userId} />
                <AccountRowActions account={account} actions={actions} className="flex gap-0.5" />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
