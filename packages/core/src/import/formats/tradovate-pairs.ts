// What Tradovate's Performance and Position History exports share: one row per pair, a buy fill
// and a sell fill that closed against each other, each fill named by its id. A fill closed in
// parts is paired on several rows under the same id (FillsById adds those up into one fill). Each
// pair states its realised P&L before costs, "$(59.00)" for a loss.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import type { Columns, ImportSink } from '../format.ts';
import type { DelimitedRow } from '../delimited.ts';
import { readFuturesPrice } from '../futures-prices.ts';
import { parseNumber } from '../numbers.ts';
import type { FillsById } from '../round-trip-rows.ts';
import type { TimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readQuantity } from '../values.ts';

/** The headers of one export's pair columns. */
export interface PairHeaders {
  symbol: string;
  buyId: string;
  sellId: string;
  quantity: string;
  buyPrice: string;
  sellPrice: string;
  pnl: string;
  bought: string;
  sold: string;
  account?: string;
}

export interface PairContext {
  sink: ImportSink;
  fills: FillsById;
  columns: Columns;
  headers: PairHeaders;
  /** US month-first, as the platform writes it whatever the trader's locale. */
  times: TimestampFormat;
}

/**
 * Whether the sell came first when both fills carry the same second: the row has no direction,
 * and its prices cannot tell a long from a short. Tradovate numbers its fills in the order they
 * happen, so the lower fill id is the earlier one; without two numeric ids the buy is taken first.
 */
function sellFilledFirst(buyId: string, sellId: string): boolean {
  if (!/^\d+$/.test(buyId) || !/^\d+$/.test(sellId)) return false;
  return BigInt(sellId) < BigInt(buyId);
}

/** Reads one pair row into its two fills and its stated P&L, or row errors. */
export function readPair(row: DelimitedRow, context: PairContext): void {
  const { sink, fills, columns, headers, times } = context;
  const { line } = row;
  const cell = (name: string): string => columns.cell(row, name);
  const symbol = cell(headers.symbol);
  if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', headers.symbol);
  const quantity = sink.check(line, headers.quantity, readQuantity(cell(headers.quantity)));
  if (quantity !== undefined && quantity < 0)
    sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, headers.quantity);
  const buyPrice = sink.check(line, headers.buyPrice, readFuturesPrice(cell(headers.buyPrice), symbol));
  const sellPrice = sink.check(line, headers.sellPrice, readFuturesPrice(cell(headers.sellPrice), symbol));
  const bought = sink.time(line, headers.bought, cell(headers.bought), times);
  const sold = sink.time(line, headers.sold, cell(headers.sold), times);
  const pnlText = cell(headers.pnl);
  const pnl = parseNumber(pnlText);
  if (pnl === null && pnlText !== '')
    sink.error(line, 'VALIDATION-010', `The P&L "${pnlText}" is not an amount`, headers.pnl);
  if (
    sink.failed(line) ||
    quantity === undefined ||
    buyPrice === undefined ||
    sellPrice === undefined ||
    !bought ||
    !sold
  )
    return;
  const accountRef = headers.account === undefined ? '' : cell(headers.account);
  const future = parseFutureSymbol(symbol);
  const base = {
    symbol: future?.symbol ?? symbol,
    quantity,
    commission: 0,
    fees: 0,
    assetClass: 'future' as const,
    ...(accountRef === '' ? {} : { accountRef }),
  };
  const leg = (side: 'buy' | 'sell', time: string, price: number, id: string): ImportedExecution =>
    id === '' ? { ...base, side, time, price } : { ...base, side, time, price, brokerExecutionId: id };
  const buyId = cell(headers.buyId);
  const sellId = cell(headers.sellId);
  const errorsBefore = sink.rowErrors.length;
  fills.addRoundTrip(leg('buy', bought, buyPrice, buyId), leg('sell', sold, sellPrice, sellId), {
    line,
    sellFirst: sellFilledFirst(buyId, sellId),
  });
  // A pair refused for a conflicting fill id adds no fills, so its P&L is not the fills' either.
  if (pnl !== null && sink.rowErrors.length === errorsBefore)
    sink.statePnl({
      line,
      amount: pnl,
      basis: 'gross',
      symbol: base.symbol,
      ...(accountRef === '' ? {} : { accountRef }),
    });
}
