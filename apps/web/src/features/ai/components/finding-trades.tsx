import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricValue } from '@/features/analytics';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { findingTradesQuery } from '../api/trades';
import { countText } from '../lib/figure-text';

/** Trades listed before "Show all". */
export const FIRST_TRADES = 5;

/** The opening time in the trader's date format and zone. */
function Opened({ instant }: { instant: string | null }) {
  const format = useFormat();
  if (instant === null) return <>—</>;
  return <time dateTime={instant}>{format.dateTime(instant)}</time>;
}

const numberOrNull = (text: string | null): number | null => (text === null ? null : Number(text));

/**
 * The trades behind a finding: the first few, all the analysis sent on request (`total` counts
 * every one when it sent only the first of them), each dated in the trader's zone.
 */
export function FindingTrades({
  tradeIds,
  total,
  caption,
}: {
  tradeIds: readonly string[];
  total: number;
  caption: string;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const format = useFormat();
  const [all, setAll] = useState(false);
  const listId = useId();
  const ids = useMemo(() => (all ? tradeIds : tradeIds.slice(0, FIRST_TRADES)), [all, tradeIds]);
  const trades = useQuery({
    ...findingTradesQuery(userId, ids),
    enabled: userId !== '',
    // The first rows stay while the rest are read.
    placeholderData: (previous) => previous,
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      {trades.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The trades could not be read.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void trades.refetch()}>
            Try again
          </Button>
        </p>
      ) : trades.data === undefined ? (
        <Skeleton className="h-24" />
      ) : (
        <div className="relative max-h-80 overflow-auto rounded-md border" id={listId}>
          <table
            className="w-full text-sm [&_td]:px-1.5 sm:[&_td]:px-2 [&_th]:px-1.5 sm:[&_th]:px-2"
            data-finding-trades
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left font-medium">
                  Opened
                </th>
                <th scope="col" className="px-2 py-1.5 text-left font-medium">
                  Symbol
                </th>
                <th scope="col" className="hidden px-2 py-1.5 text-left font-medium sm:table-cell">
                  Side
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Net P&L
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  R
                </th>
              </tr>
            </thead>
            <tbody>
              {trades.data.map((trade) => (
                <tr key={trade.id} data-trade-id={trade.id} className="border-t">
                  <td className="px-2 py-1.5 tabular-nums sm:whitespace-nowrap">
                    <Opened instant={trade.openedAt} />
                  </td>
                  <td
                    className="max-w-20 truncate px-2 py-1.5 font-medium sm:max-w-none"
                    title={trade.symbol}
                  >
                    {trade.symbol}
                    {/* On a phone the side goes with the symbol, for the money to keep its room. */}
                    <span className="block text-xs font-normal text-muted-foreground capitalize sm:hidden">
                      {trade.side}
                    </span>
                  </td>
                  <td className="hidden px-2 py-1.5 capitalize sm:table-cell">{trade.side}</td>
                  <td className="px-2 py-1.5 text-right">
                    <MetricValue
                      value={numberOrNull(trade.netPnl)}
                      kind="money"
                      currency={trade.currency ?? undefined}
                      signed
                    />
                  </td>
                  <td className="px-2 py-1.5 text-right">
                    <MetricValue value={numberOrNull(trade.r)} kind="r" signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {tradeIds.length > FIRST_TRADES && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all
            ? `Show the first ${FIRST_TRADES}`
            : total > tradeIds.length
              ? `Show the first ${format.count(tradeIds.length)} of ${countText(format, total, 'trade', 'trades')}`
              : `Show all ${countText(format, tradeIds.length, 'trade', 'trades')}`}
        </Button>
      )}
    </div>
  );
}
