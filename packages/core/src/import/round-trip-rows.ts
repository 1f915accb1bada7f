// Files that list closed round trips (an entry and an exit on one row) become two fills per row.
// A fill closed in parts shows on several rows with the same fill id: those rows add up to the one
// fill they came from, so a re-import by broker execution id neither drops nor doubles any.
import { instantOf } from '../journal/instant.ts';
import type { ImportSink } from './format.ts';
import type { ImportedExecution } from './types.ts';

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
