import type { TradeListItem } from '@edgelog/core';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatR, NOT_AVAILABLE } from '../../lib/format';
import { SignedPnl } from './signed-pnl';

const timeOf = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTimeOf = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

export interface DayTradesState {
  status: 'pending' | 'error' | 'success';
  trades: readonly TradeListItem[] | undefined;
  /** The catalogue message of a failed read. */
  error: string | null;
  retry(): void;
}

/**
 * The trades closed on the day, newest exit first: symbol, side, times in the trader's zone, net
 * P&L and R, each linking to the trade. An entry time on an earlier day shows its date.
 */
export function DayTrades({
  state,
  day,
  timeZone,
  currency,
}: {
  state: DayTradesState;
  day: string;
  timeZone: string;
  currency: string;
}) {
  if (state.status === 'pending') {
    return (
      <div className="grid gap-1.5" aria-busy="true" aria-label="Loading the day’s trades">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="destructive">
        <AlertDescription className="grid justify-items-start gap-2">
          <span>{state.error ?? 'The day’s trades could not be loaded.'}</span>
          <Button variant="outline" size="sm" onClick={state.retry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const trades = state.trades ?? [];
  if (trades.length === 0)
    return <p className="text-sm text-muted-foreground">No trades closed on this day.</p>;
  const time = timeOf(timeZone);
  const dateTime = dateTimeOf(timeZone);
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const entry = (iso: string) =>
    (dayFormat.format(new Date(iso)) === day ? time : dateTime).format(new Date(iso));
  return (
    <ul className="divide-y rounded-md border" data-testid="day-trades">
      {trades.map((trade) => (
        <li key={trade.id} data-trade={trade.id}>
          <Link
            to={`/trades/${trade.id}`}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex min-w-0 items-baseline gap-2">
              <span className="truncate font-medium">{trade.symbol}</span>
              {trade.side !== null && (
                <span className="text-xs text-muted-foreground uppercase">{trade.side}</span>
              )}
            </span>
            <SignedPnl value={trade.netPnl} currency={currency} className="justify-self-end" />
            <span className="text-xs text-muted-foreground tabular-nums">
              {entry(trade.openedAt)} → {time.format(new Date(trade.closedAt))}
            </span>
            <span
              className="justify-self-end text-xs text-muted-foreground tabular-nums"
              title={trade.rMultiple === null ? 'No stop on this trade: set one to see its R.' : undefined}
            >
              {trade.rMultiple === null ? `${NOT_AVAILABLE} R` : formatR(trade.rMultiple)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
