import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { tradeChoicesQuery } from '../../api/links';
import type { TradeChoice } from '../../lib/board-rows';
import { tradeChoiceText } from '../../lib/trade-choice-text';

/** Finds a trade by symbol among the latest ones; `actionLabel` says what picking it does. */
export function TradePicker({
  userId,
  actionLabel,
  onPick,
  disabledIds = [],
}: {
  userId: string;
  actionLabel: string;
  onPick: (trade: TradeChoice) => void;
  disabledIds?: readonly string[];
}) {
  const id = useId();
  // The choices' P&L follows the trader's formats and privacy mode.
  useFormat();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const choices = useQuery(tradeChoicesQuery(userId, deferred));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Find a trade</Label>
      <Input
        id={id}
        type="search"
        placeholder="Symbol, e.g. AAPL"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {choices.isPending ? (
        <div className="grid gap-1" aria-label="Loading trades">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : choices.isError ? (
        <p className="text-sm text-destructive" role="alert">
          The trades could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void choices.refetch()}>
            Try again
          </button>
        </p>
      ) : choices.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {deferred.trim() ? 'No trade with that symbol.' : 'No trades yet.'}
        </p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Trades">
          {choices.data.map((trade) => (
            <li key={trade.id}>
              <button
                type="button"
                className="w-full rounded-md border px-3 py-2 text-left text-sm tabular-nums hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
                disabled={disabledIds.includes(trade.id)}
                aria-label={`${actionLabel}: ${tradeChoiceText(trade)}`}
                onClick={() => onPick(trade)}
              >
                {tradeChoiceText(trade)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
