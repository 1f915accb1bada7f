import { DEFAULT_BARS_BEFORE } from '@edgelog/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChartTrade } from '../../api/trades';
import { formatDay } from '../../lib/price-data';

function tradeLabel(trade: ChartTrade): string {
  const when = trade.openedAt === null ? 'not opened yet' : `opened ${formatDay(Date.parse(trade.openedAt))}`;
  return `${trade.symbol} ${trade.side} at ${trade.entry}, ${trade.status}, ${when}`;
}

/** Picks one of the user's trades and how many bars before its open to take. */
export function TradeChartData({
  trades,
  loading,
  busy,
  onTake,
}: {
  trades: readonly ChartTrade[] | undefined;
  loading: boolean;
  busy: boolean;
  onTake: (trade: ChartTrade, barsBefore: number) => void;
}) {
  const tradeId = useId();
  const beforeId = useId();
  const [chosen, setChosen] = useState('');
  const [before, setBefore] = useState(String(DEFAULT_BARS_BEFORE));
  if (loading) return <Skeleton className="h-9 w-full" aria-busy="true" aria-label="Loading your trades" />;
  if (!trades || trades.length === 0)
    return (
      <p className="text-xs text-muted-foreground" data-testid="chart-trades-empty">
        No trades yet. Save a trade, then take its chart data from your saved price data here.
      </p>
    );
  const trade = trades.find((item) => item.id === chosen) ?? trades[0];
  const barsBefore = /^\d{1,4}$/.test(before.trim()) ? Number(before) : null;
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={tradeId}>Trade</Label>
        <NativeSelect
          id={tradeId}
          value={trade?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {trades.map((item) => (
            <option key={item.id} value={item.id}>
              {tradeLabel(item)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={beforeId}>Bars before the open</Label>
        <Input
          id={beforeId}
          inputMode="numeric"
          value={before}
          aria-invalid={barsBefore === null || undefined}
          onChange={(event) => setBefore(event.target.value)}
          className="tabular-nums"
        />
      </div>
      <Button
        variant="outline"
        disabled={busy || !trade || barsBefore === null}
        onClick={() => trade && barsBefore !== null && onTake(trade, barsBefore)}
      >
        {busy ? 'Loading…' : 'Use its chart data'}
      </Button>
      {barsBefore === null && (
        <p className="text-xs text-destructive sm:col-span-3">
          Bars before the open is a whole number from 0 to 9999.
        </p>
      )}
    </div>
  );
}
