// Files that list closed round trips (an entry and an exit on one row) become two fills per row.
// A fill closed in parts shows on several rows with the same fill id: those rows add up to the one
// fill they came from, so a re-import by broker execution id neither drops nor doubles any. An id
// seen again with another price, time or side is not that fill: the row is an error, not a guess.
//
// Rows of per-trade files (journals such as TradeZella or TraderSync) carry no id, and their costs
// are the trade's totals shared between entry and exit: the entry's share grows when the trade is
// exported again after it closed, so a fingerprint of the entry would change. Each fill gets an id
// built from what stays the same between exports instead (`tradeRowId`).
import { instantOf } from '../journal/instant.ts';
import { hash128 } from './plan/fingerprint.ts';
import type { ImportSink } from './format.ts';
import type { ImportedExecution } from './types.ts';

/** What an entry and an exit of one trade row share. */
export type TradeBase = Omit<ImportedExecution, 'time' | 'side' | 'price' | 'commission' | 'fees'>;

/** One side of a trade row: when, at what price, its part of the costs, and its id when known. */
export type TradeLeg = Pick<
  ImportedExecution,
  'time' | 'price' | 'commission' | 'fees' | 'brokerExecutionId'
>;

/** The catalogue code of a row whose fill id names another fill already read (a duplicate in conflict). */
export const CONFLICTING_ID_CODE = 'TRADE-007';

// The journal keeps broker ids of at most 128 characters; a longer composition is hashed to fit.
const MAX_ID_LENGTH = 128;

/**
 * A round trip's cost shared between its entry and exit: the first half rounded to `digits`
 * decimals (2 where the file's costs are cents), the rest to the exit, so the two add up exactly.
 */
export function costHalves(total: number, digits = 10): [number, number] {
  const scale = 10 ** digits;
  const half = Math.round((total / 2) * scale) / scale;
  return [half, Math.round((total - half) * 1e10) / 1e10];
}

/**
 * The time as the file wrote it, without the offset the importer's zone gave it: the same text
 * whatever zone the trader picks and whatever layout (ISO from a workbook, "03/06/2026" from a
 * CSV) the export used.
 */
export function wallTime(time: string): string {
  return time.replace(/(?:Z|[+-]\d{2}:?\d{2})$/, '');
}

/**
 * The id of a per-trade row with none of its own, from what does not change between exports:
 * symbol, direction, open time as written (`wallTime`), quantity and entry price, joined by "|".
 * Closing the trade, or its costs growing, leaves it as it was.
 */
export function tradeRowId(row: {
  symbol: string;
  long: boolean;
  opened: string;
  quantity: number;
  entryPrice: number;
}): string {
  return [
    row.symbol,
    row.long ? 'long' : 'short',
    wallTime(row.opened),
    String(row.quantity),
    String(row.entryPrice),
  ].join('|');
}

export interface TradeRow {
  /** The row's line, for its row errors. */
  line: number;
  /** The file's id of the trade or position, or a composition (`tradeRowId`); the fills' ids derive from it. */
  id?: string;
}

export class FillsById {
  private readonly byId = new Map<string, ImportedExecution>();
  private readonly rowIds = new Map<string, number>();
  constructor(private readonly sink: ImportSink) {}

  /**
   * `id` as a row's id: the n-th row of the file with the same id gets "#n" after it (from the
   * second on), so two genuinely alike trades stay two and each export numbers them the same way.
   */
  uniqueRowId(id: string): string {
    const count = (this.rowIds.get(id) ?? 0) + 1;
    this.rowIds.set(id, count);
    return count === 1 ? id : `${id}#${count}`;
  }

  /** Adds `fill`, or its quantity to the fill already read with the same id. */
  private add(fill: ImportedExecution): void {
    const seen = this.seen(fill);
    if (seen) {
      seen.quantity = sum(seen.quantity, fill.quantity);
      seen.commission = sum(seen.commission, fill.commission);
      seen.fees = sum(seen.fees, fill.fees);
      return;
    }
    if (fill.brokerExecutionId !== undefined) this.byId.set(fill.brokerExecutionId, fill);
    this.sink.add(fill);
  }

  /**
   * A trade's entry and exit as fills sharing `base` (symbol, quantity, asset class...): a long
   * buys then sells, a short sells then buys back. With `row.id`, the entry's id is "<id>:entry"
   * and the exit's "<id>:exit" unless the leg brings its own.
   */
  addTrade(row: TradeRow, base: TradeBase, long: boolean, entry: TradeLeg, exit: TradeLeg): void {
    const open = leg(base, entry, long ? 'buy' : 'sell', row.id, 'entry');
    const close = leg(base, exit, long ? 'sell' : 'buy', row.id, 'exit');
    this.addPair(row.line, open, close);
  }

  /** An open trade's entry alone (the file lists trades not closed yet). */
  addEntry(row: TradeRow, base: TradeBase, long: boolean, entry: TradeLeg): void {
    const open = leg(base, entry, long ? 'buy' : 'sell', row.id, 'entry');
    if (this.conflicts(row.line, [open])) return;
    this.add(open);
  }

  /**
   * The round trip's two fills, the earlier first (a short's sell before its buy). The file does
   * not say which came first when both share one instant: the buy is taken first (a long), unless
   * `row.sellFirst` says the file told otherwise.
   */
  addRoundTrip(
    buy: ImportedExecution,
    sell: ImportedExecution,
    row: { line: number; sellFirst?: boolean } = { line: 0 },
  ): void {
    const gap = instantOf(sell.time) - instantOf(buy.time);
    const sellFirst = gap < 0 || (gap === 0 && row.sellFirst === true);
    this.addPair(row.line, sellFirst ? sell : buy, sellFirst ? buy : sell);
  }

  /** Entry then exit, or exit first when the file dates it earlier. */
  private addPair(line: number, entry: ImportedExecution, exit: ImportedExecution): void {
    if (this.conflicts(line, [entry, exit])) return;
    const [first, second] = instantOf(exit.time) < instantOf(entry.time) ? [exit, entry] : [entry, exit];
    this.add(first);
    this.add(second);
  }

  /** The fill already read under `fill`'s id, when `fill` is more of it. */
  private seen(fill: ImportedExecution): ImportedExecution | undefined {
    const id = fill.brokerExecutionId;
    const seen = id === undefined ? undefined : this.byId.get(id);
    return seen && sameFill(seen, fill) ? seen : undefined;
  }

  /** Reports the row when one of its fills reuses an id of another fill; nothing of it is added then. */
  private conflicts(line: number, fills: readonly ImportedExecution[]): boolean {
    for (const fill of fills) {
      const id = fill.brokerExecutionId;
      const seen = id === undefined ? undefined : this.byId.get(id);
      if (id === undefined || !seen || sameFill(seen, fill)) continue;
      this.sink.error(
        line,
        CONFLICTING_ID_CODE,
        `The fill id ${id} was read before as a ${seen.side} at ${seen.price} on ${seen.time}; this row has a ${fill.side} at ${fill.price} on ${fill.time}`,
      );
      return true;
    }
    return false;
  }
}

function leg(
  base: TradeBase,
  part: TradeLeg,
  side: 'buy' | 'sell',
  rowId: string | undefined,
  end: 'entry' | 'exit',
): ImportedExecution {
  const fill: ImportedExecution = { ...base, ...part, side };
  if (fill.brokerExecutionId === undefined && rowId !== undefined)
    fill.brokerExecutionId = fitId(`${rowId}:${end}`);
  return fill;
}

/** `id` within the journal's length for broker ids: a longer one is replaced by its hash. */
function fitId(id: string): string {
  return id.length <= MAX_ID_LENGTH ? id : hash128(id);
}

function sameFill(a: ImportedExecution, b: ImportedExecution): boolean {
  return a.price === b.price && a.side === b.side && instantOf(a.time) === instantOf(b.time);
}

/** Sums of file values, without binary noise: 0.1 + 0.2 is 0.3 here. */
function sum(a: number, b: number): number {
  return Math.round((a + b) * 1e10) / 1e10;
}
