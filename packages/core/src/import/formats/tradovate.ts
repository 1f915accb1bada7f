// Tradovate's Performance export: one row per closed round trip (the buy fill and the sell fill
// that closed against each other), quantities in contracts, times naive in the platform's zone.
// No costs in this report: commissions come only with the fills or account statement. A round trip
// whose two fills share one second is read in the order of its fill ids (a short when the sell's
// id is the lower), the buy first when the ids are not numbers.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { FillsById } from '../round-trip-rows.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readQuantity } from '../values.ts';

const COLUMNS = [
  'symbol',
  'buyFillId',
  'sellFillId',
  'qty',
  'buyPrice',
  'sellPrice',
  'pnl',
  'boughtTimestamp',
  'soldTimestamp',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  return header ? new Columns(header.cells).share(COLUMNS) : 0;
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

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fills = new FillsById(sink);
  // US month-first dates, as the platform writes them whatever the trader's locale.
  const format = compileTimestampFormat('M/D/YYYY H:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const symbol = columns.cell(row, 'symbol');
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'symbol');
    const quantity = sink.check(line, 'qty', readQuantity(columns.cell(row, 'qty')));
    if (quantity !== undefined && quantity < 0)
      sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, 'qty');
    const buyPrice = sink.check(line, 'buyPrice', readPrice(columns.cell(row, 'buyPrice')));
    const sellPrice = sink.check(line, 'sellPrice', readPrice(columns.cell(row, 'sellPrice')));
    const bought = sink.time(line, 'boughtTimestamp', columns.cell(row, 'boughtTimestamp'), format);
    const sold = sink.time(line, 'soldTimestamp', columns.cell(row, 'soldTimestamp'), format);
    if (
      sink.failed(line) ||
      quantity === undefined ||
      buyPrice === undefined ||
      sellPrice === undefined ||
      !bought ||
      !sold
    )
      continue;
    const future = parseFutureSymbol(symbol);
    const base = {
      symbol: future?.symbol ?? symbol,
      quantity,
      commission: 0,
      fees: 0,
      assetClass: 'future' as const,
    };
    const leg = (side: 'buy' | 'sell', time: string, price: number, id: string): ImportedExecution =>
      id === '' ? { ...base, side, time, price } : { ...base, side, time, price, brokerExecutionId: id };
    const buyId = columns.cell(row, 'buyFillId');
    const sellId = columns.cell(row, 'sellFillId');
    fills.addRoundTrip(leg('buy', bought, buyPrice, buyId), leg('sell', sold, sellPrice, sellId), {
      line,
      sellFirst: sellFilledFirst(buyId, sellId),
    });
  }
  return sink.output();
}

export const tradovateFormat: ImportFormat = {
  id: 'tradovate',
  label: 'Tradovate (Performance)',
  detect,
  parse,
};
