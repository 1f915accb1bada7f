// Files that list closed round trips (an entry and an exit on one row) become two fills per row.
// A fill closed in parts shows on several rows with the same fill id: those rows add up to the one
// fill they came from, so a re-import by broker execution id neither drops nor doubles any.
import { instantOf } from '../journal/instant.ts';
import type { ImportSink } from './format.ts';
import type { ImportedExecution } from './types.ts';

/** What an entry and an exit of one trade row share. */
export type TradeBase = Omit<ImportedExecution, 'time' | 'side' | 'price' | 'commission' | 'fees'>;

/** One side of a trade row: when, at what price, and its part of the costs. */
export type TradeLeg = Pick<ImportedExecution, 'time' | 'price' | 'commission' | 'fees'>;

/**
 * A round trip's cost shared between its entry and exit: the first half rounded to `digits`
 * decimals (2 where the file's costs are cents), the rest to the exit, so the two add up exactly.
 */
export function costHalves(total: number, digits = 10): [number, number] {
  const scale = 10 ** digits;
  const half = Math.round((total / 2) * scale) / scale;
  return [half, Math.round((total - half) * 1e10) / 1e10];
}

export class FillsById {
  private readonly byId = new Map<string, ImportedExecution>();
  constructor(private readonly sink: ImportSink) {}

  /** Adds `fill`, or its quantity to the fill already read with the same id. */
  add(fill: ImportedExecution): void {
    const id = fill.brokerExecutionId;
    const seen = id === undefined ? undefined : this.byId.get(id);
    if (seen && seen.price === fill.price && seen.time === fill.time && seen.side === fill.side) {
      seen.quantity = sum(seen.quantity, fill.quantity);
      seen.commission = sum(seen.commission, fill.commission);
      seen.fees = sum(seen.fees, fill.fees);
      return;
    }
    if (id !== undefined && !seen) this.byId.set(id, fill);
    this.sink.add(fill);
  }

  /**
   * A trade's entry and exit as fills sharing `base` (symbol, quantity, asset class...): a long
   * buys then sells, a short sells then buys back.
   */
  addTrade(base: TradeBase, long: boolean, entry: TradeLeg, exit: TradeLeg): void {
    const open: ImportedExecution = { ...base, ...entry, side: long ? 'buy' : 'sell' };
    const close: ImportedExecution = { ...base, ...exit, side: long ? 'sell' : 'buy' };
    this.addRoundTrip(long ? open : close, long ? close : open);
  }

  /** The round trip's two fills, the earlier first (a short's sell before its buy). */
  addRoundTrip(buy: ImportedExecution, sell: ImportedExecution): void {
    const [first, second] = instantOf(sell.time) < instantOf(buy.time) ? [sell, buy] : [buy, sell];
    this.add(first);
    this.add(second);
  }
}

/** Sums of file values, without binary noise: 0.1 + 0.2 is 0.3 here. */
function sum(a: number, b: number): number {
  return Math.round((a + b) * 1e10) / 1e10;
}
