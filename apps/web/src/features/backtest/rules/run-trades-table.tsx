import type { BacktestTrade } from '@edgelog/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { tickPlaces } from './rule-form-state';

const PAGE = 50;

/** The run's trades, a page at a time: times, prices, size and the result with its sign and word. */
export function RunTradesTable({
  trades,
  currency,
  tickSize,
}: {
  trades: readonly BacktestTrade[];
  currency: string;
  tickSize: number;
}) {
  const format = useFormat();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(trades.length / PAGE));
  const current = Math.min(page, pages - 1);
  const shown = trades.slice(current * PAGE, current * PAGE + PAGE);
  if (trades.length === 0)
    return (
      <p
        className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
        data-testid="run-no-trades"
      >
        The strategy made no trades on these bars. Try other parameters, a longer series or no session filter.
      </p>
    );
  // A level from an ATR multiple falls between ticks; it is shown at the market's precision.
  const places = tickPlaces(tickSize);
  const price = (value: number | null) =>
    value === null ? '—' : format.number(value, { decimals: places, maxDecimals: places });
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      {/* relative: the screen-reader words (absolutely placed) scroll with the table instead of
          widening the page beyond it. */}
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[44rem] text-sm" data-testid="run-trades">
          <caption className="sr-only">Trades of the run</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                #
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Side
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Opened
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Closed
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Entry
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Exit
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Size
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Net P&amp;L
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                R
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((trade, i) => {
              const d = trade.derivation;
              const net = d.netPnl;
              const word = net === null ? 'open' : net > 0 ? 'gain' : net < 0 ? 'loss' : 'flat';
              return (
                <tr key={current * PAGE + i} className="border-t" data-testid="run-trade">
                  <td className="px-3 py-1.5 text-right tabular-nums text-muted-foreground">
                    {current * PAGE + i + 1}
                  </td>
                  <td className="px-3 py-1.5 capitalize">{d.direction}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                    {format.dateTime(d.openedAt)}
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                    {d.closedAt === null ? 'Open' : format.dateTime(d.closedAt)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{price(d.avgEntryPrice)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{price(d.avgExitPrice)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {format.number(d.entryQuantity, { decimals: 0, maxDecimals: 6 })}
                  </td>
                  <td
                    className={`px-3 py-1.5 text-right whitespace-nowrap tabular-nums ${
                      net === null || net === 0 ? '' : net > 0 ? 'text-success' : 'text-destructive'
                    }`}
                  >
                    {net === null ? '—' : format.money(net, { currency, signed: true })}
                    <span className="sr-only"> {word}</span>
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {d.rMultiple === null ? '—' : format.r(d.rMultiple, { signed: true })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label="Pages of trades">
          <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="tabular-nums text-muted-foreground">
            Page {current + 1} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
