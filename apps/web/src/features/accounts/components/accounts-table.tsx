import { ACCOUNT_KIND_LABELS } from '@edgelog/core';
import { InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { BALANCE_DEFINITION, NET_PNL_DEFINITION, TRADES_DEFINITION } from '../lib/definitions';
import { EquitySparkline } from './equity-sparkline';
import {
  AccountRowActions,
  BalanceFigure,
  NetPnlFigure,
  TradesFigure,
  type AccountListProps,
} from './account-row-parts';

/** A column heading with its definition on hover and on keyboard focus. */
function Explained({ label, definition }: { label: string; definition: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      {label}
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <InfoIcon aria-hidden className="size-3.5" />
            <span className="sr-only">How {label.toLowerCase()} is worked out</span>
          </button>
        </TooltipTrigger>
        <TooltipContent className="max-w-64 text-left font-normal">{definition}</TooltipContent>
      </Tooltip>
    </span>
  );
}

const COLUMNS: { label: string; numeric?: boolean; hidden?: boolean; head?: ReactNode }[] = [
  { label: 'Name' },
  { label: 'Broker' },
  { label: 'Kind' },
  { label: 'Currency' },
  { label: 'Balance', numeric: true, head: <Explained label="Balance" definition={BALANCE_DEFINITION} /> },
  { label: 'Trades', numeric: true, head: <Explained label="Trades" definition={TRADES_DEFINITION} /> },
  { label: 'Net P&L', numeric: true, head: <Explained label="Net P&L" definition={NET_PNL_DEFINITION} /> },
  { label: 'Equity' },
  { label: 'Status' },
  { label: 'Actions', hidden: true },
];

/** The user's accounts, open ones first, on a wide screen; scrolls sideways inside itself if narrower. */
export function AccountsTable({ accounts, tradeCounts, userId, actions }: AccountListProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[54rem] text-sm" aria-label="Accounts">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? 'px-2.5 py-2 text-right font-medium' : 'px-2.5 py-2 font-medium'}
              >
                {column.hidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  (column.head ?? column.label)
                )}
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
                <th scope="row" className="px-2.5 py-2 text-left font-medium">
                  {account.name}
                </th>
                <td className="px-2.5 py-2">{account.broker ?? '—'}</td>
                <td className="px-2.5 py-2 whitespace-nowrap">
                  {ACCOUNT_KIND_LABELS[account.kind]}
                  {account.is_sample && (
                    <span className="ml-2 rounded-sm border border-dashed px-1.5 py-0.5 text-xs text-muted-foreground">
                      Sample
                    </span>
                  )}
                </td>
                <td className="px-2.5 py-2 font-mono">{account.currency}</td>
                <BalanceFigure
                  account={account}
                  as="td"
                  className="px-2.5 py-2 text-right whitespace-nowrap"
                />
                <TradesFigure
                  account={account}
                  as="td"
                  className="px-2.5 py-2 text-right tabular-nums"
                  tradeCounts={tradeCounts}
                  placeholderClassName="ml-auto h-4 w-8"
                />
                <NetPnlFigure
                  account={account}
                  as="td"
                  className="px-2.5 py-2 text-right whitespace-nowrap"
                />
                <td className="px-2.5 py-1">
                  <EquitySparkline account={account} userId={userId} />
                </td>
                <td className="px-2.5 py-2">{closed ? 'Closed' : 'Open'}</td>
                <td className="px-2.5 py-1">
                  <AccountRowActions
                    account={account}
                    actions={actions}
                    className="flex items-center justify-end gap-0.5"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
