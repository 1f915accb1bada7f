// For the fixture tests: the round trips a file's fills make, per account and symbol, as core's
// splitRoundTrips matches them, in a short form a golden JSON can hold.
import { splitRoundTrips } from '../journal/round-trips.ts';
import type { ImportedExecution } from './types.ts';

export interface FixtureTrade {
  account: string | null;
  symbol: string;
  direction: 'long' | 'short';
  open: boolean;
  /** Each fill of the trip as "side quantity @ price" (a flip's split parts show their share). */
  fills: string[];
}

export function fixtureTrades(executions: readonly ImportedExecution[]): FixtureTrade[] {
  const groups = new Map<string, ImportedExecution[]>();
  for (const fill of executions) {
    const key = `${fill.accountRef ?? ''}\u0000${fill.symbol}`;
    groups.set(key, [...(groups.get(key) ?? []), fill]);
  }
  const trades: FixtureTrade[] = [];
  for (const fills of groups.values()) {
    for (const trip of splitRoundTrips(fills)) {
      const [first] = trip.executions;
      if (!first) continue;
      trades.push({
        account: first.accountRef ?? null,
        symbol: first.symbol,
        direction: trip.direction,
        open: trip.open,
        fills: trip.executions.map((fill) => `${fill.side} ${String(fill.quantity)} @ ${String(fill.price)}`),
      });
    }
  }
  return trades;
}
