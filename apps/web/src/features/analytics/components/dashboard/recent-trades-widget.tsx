import type { TradeListItem } from '@edgelog/core';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../../hooks/use-analytics';
import { formatInstant } from '../../lib/performance-dates';
import { MetricValue } from '../metrics/metric-value';
import type { DashboardWidgetProps } from './widget-props';
import { WidgetCard } from './widget-card';
import { widgetStatus } from './widget-state';

export const RECENT_TRADES = 8;

/** The last closed trades of the filter, newest exit first, each a link to its page. */
export function RecentTradesWidget({ dataset, controls }: DashboardWidgetProps) {
  const trades = useAnalytics({ kind: 'trades', limit: RECENT_TRADES, order: 'recent' });
  const status = widgetStatus([trades], () => (trades.data?.length ?? 0) === 0);
  return (
    <WidgetCard
      id="recent-trades"
      title="Recent trades"
      unit={dataset.currency}
      state={status.state}
      error={status.error}
      onRetry={status.retry}
      controls={controls}
      actions={
        <Link to="/trades" className="px-1 text-xs text-muted-foreground underline-offset-2 hover:underline">
          All trades
        </Link>
      }
      empty="No closed trades in this period. Your latest trades show here once they close."
      skeleton={
        <div className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </div>
      }
    >
      <ul className="-mx-2 flex flex-col">
        {(trades.data ?? []).map((trade) => (
          <RecentTrade key={trade.id} trade={trade} currency={dataset.currency} timeZone={dataset.timeZone} />
        ))}
      </ul>
    </WidgetCard>
  );
}

function RecentTrade({
  trade,
  currency,
  timeZone,
}: {
  trade: TradeListItem;
  currency: string;
  timeZone: string;
}) {
  return (
    <li>
      <Link
        to={`/trades/${trade.id}`}
        data-trade-id={trade.id}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-md px-2 py-1.5 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none sm:grid-cols-[minmax(0,1fr)_auto_auto]"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">
            {trade.symbol}
            {trade.side && (
              <span className="ml-1.5 text-xs font-normal uppercase text-muted-foreground">{trade.side}</span>
            )}
          </span>
          <time dateTime={trade.closedAt} className="text-xs tabular-nums text-muted-foreground">
            {formatInstant(trade.closedAt, timeZone)}
          </time>
        </span>
        <MetricValue
          value={trade.rMultiple}
          kind="r"
          signed
          reason="No stop on this trade: set one to see its R multiple."
          className="hidden justify-end text-sm sm:inline-flex"
        />
        <MetricValue value={trade.netPnl} kind="money" currency={currency} signed className="justify-end" />
      </Link>
    </li>
  );
}
