import type { BacktestTrade } from '@edgelog/core';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/format';
import type { TradeShots as Shots } from './chart-shots';
import { TradeShots } from './trade-shots';

const REASONS: Readonly<Record<string, string>> = {
  stop: 'stop',
  target: 'target',
  exit: 'closed',
  entry: 'entry',
};

/** The replayed trades, newest first, each with the trader's note and chart pictures. */
export function ReplayTrades({
  trades,
  notes,
  onNote,
  shots,
  onAttach,
  onRemoveShot,
  openIndex,
  currency,
}: {
  trades: readonly BacktestTrade[];
  notes: Readonly<Record<number, string>>;
  onNote: (index: number, note: string) => void;
  shots: Shots;
  onAttach: (index: number) => void;
  onRemoveShot: (index: number, at: number) => void;
  /** The open position's place in the list once it closes; its pictures wait there until then. */
  openIndex: number | null;
  currency: string;
}) {
  const format = useFormat();
  if (trades.length === 0 && openIndex === null)
    return <p className="text-sm text-muted-foreground">No closed trades yet: place an order and step on.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Replayed trades" data-testid="replay-trades">
      {openIndex !== null && (
        <li
          className="flex flex-col gap-2 rounded-md border border-dashed p-2 text-sm"
          data-testid="replay-open-trade"
        >
          <span className="font-medium">
            #{openIndex + 1} open{' '}
            <span className="font-normal text-muted-foreground">· saved once closed</span>
          </span>
          <TradeShots
            tradeNumber={openIndex + 1}
            shots={shots[openIndex] ?? []}
            onAttach={() => onAttach(openIndex)}
            onRemove={(at) => onRemoveShot(openIndex, at)}
          />
        </li>
      )}
      {trades
        .map((trade, index) => ({ trade, index }))
        .reverse()
        .map(({ trade, index }) => {
          const d = trade.derivation;
          const entry = trade.executions[0];
          const exit = trade.executions[trade.executions.length - 1];
          const net = d.netPnl ?? 0;
          return (
            <li
              key={index}
              className="flex flex-col gap-2 rounded-md border p-2 text-sm"
              data-testid="replay-trade"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 tabular-nums">
                <span className="font-medium">
                  #{index + 1} {d.direction === 'long' ? 'Long' : 'Short'}{' '}
                  {format.number(d.entryQuantity, { decimals: 0, maxDecimals: 8 })}
                </span>
                <span className="text-muted-foreground">
                  {entry?.price} → {exit?.price} ({REASONS[exit?.reason ?? 'exit']})
                </span>
                <span className={net < 0 ? 'text-destructive' : 'text-success'}>
                  {format.money(net, { currency, signed: true })}{' '}
                  {net < 0 ? 'loss' : net > 0 ? 'win' : 'break-even'}
                  {d.rMultiple !== null ? ` · ${format.r(d.rMultiple, { signed: true })}` : ''}
                </span>
              </div>
              <Textarea
                aria-label={`Note for trade ${index + 1}`}
                placeholder="Why you took it, what you saw…"
                rows={2}
                value={notes[index] ?? ''}
                onChange={(event) => onNote(index, event.target.value)}
              />
              <TradeShots
                tradeNumber={index + 1}
                shots={shots[index] ?? []}
                onAttach={() => onAttach(index)}
                onRemove={(at) => onRemoveShot(index, at)}
              />
            </li>
          );
        })}
    </ol>
  );
}
