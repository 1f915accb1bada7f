import { formatMoney as coreMoney, moneyDecimals, rCoverage } from '@edgelog/core';
import { memo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { currentDisplay, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatR } from '../../lib/log-format';
import { winRate, type LogTotals } from '../../lib/log-totals';
import { formatCount } from '../../lib/log-format';
import { tone } from './log-cell';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card px-4 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A total in its currency's minor units (¥ none, most two, KWD three), signed; masked under privacy mode. */
const totalMoney = (amount: string, currency: string) =>
  coreMoney(amount, currentDisplay(), {
    signed: true,
    decimals: moneyDecimals(currency),
  });

/**
 * Totals of every trade the filters match (not only the rows loaded): count, net P&L per
 * currency (accounts in different currencies are never added together), win rate and total R.
 */
export const LogSummary = memo(function LogSummary({
  totals,
  failed,
  onRetry,
}: {
  totals: LogTotals | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  // Memoised: subscribes itself so the totals follow the trader's formats and privacy mode.
  useFormat();
  if (!totals && failed)
    return (
      <p
        className="flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm text-muted-foreground"
        role="status"
      >
        The totals of these trades could not be added up.
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </p>
    );
  if (!totals)
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy aria-label="Loading totals">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-[4.25rem] w-full" />
        ))}
      </div>
    );
  const rate = winRate(totals);
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Totals of the filtered trades">
        <Figure label="Trades" testId="total-trades">
          {formatCount(totals.trades)}
        </Figure>
        <Figure label="Net P&L" testId="total-net">
          {totals.net.length === 0 ? (
            '—'
          ) : (
            <span className="flex flex-col">
              {totals.net.map(({ currency, amount }) => (
                <span key={currency} className={cn('truncate', tone(amount))}>
                  {totalMoney(amount, currency)}{' '}
                  <span className="text-xs font-normal text-muted-foreground">{currency}</span>
                </span>
              ))}
            </span>
          )}
        </Figure>
        <Figure label="Win rate" testId="total-win-rate">
          {rate ?? '—'}
          <span className="block text-xs font-normal text-muted-foreground">
            {formatCount(totals.wins)} of {formatCount(totals.closed)} closed
          </span>
        </Figure>
        <Figure label="Total R" testId="total-r">
          {totals.rTrades === 0 ? '—' : <span className={tone(totals.r)}>{formatR(totals.r)}</span>}
          {/* What the sum covers: trades without a stop have no R and are left out of it. */}
          <span className="block text-xs font-normal text-muted-foreground" data-testid="total-r-coverage">
            {rCoverage(totals.rTrades, totals.closed)}
          </span>
        </Figure>
      </dl>
      {(totals.backtestAccounts ?? 0) > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="backtest-left-out">
          Backtest {totals.backtestAccounts === 1 ? 'account' : 'accounts'} left out: their trades are not
          live results. Choose {totals.backtestAccounts === 1 ? 'it' : 'one'} under Account to see its trades.
        </p>
      )}
    </div>
  );
});
