// MetaTrader 5's history report, Deals table, saved as CSV: every deal in time order, trades
// (buy / sell, in lots) mixed with balance operations. Balance deals are deposits or withdrawals
// by their sign; credit, bonus, charges and the rest are reported as skipped, never as errors.
// Times are the broker server's, naive: the file's zone is the server's zone.
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { STANDARD_LOT } from '../../calculators/forex.ts';

const SIGNATURE = [
  'Time',
  'Deal',
  'Symbol',
  'Type',
  'Direction',
  'Volume',
  'Price',
  'Order',
  'Commission',
  'Swap',
  'Profit',
  'Balance',
];
/** A standard lot of a currency pair. */

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Deal', 'Direction', 'Swap') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const format = columnTimeFormat(() => rows.map((row) => columns.cell(row, 'Time')), undefined, sink);
  let swap = 0;
  let swapDeals = 0;
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type').toLowerCase();
    const comment = columns.cell(row, 'Comment');
    if (type !== 'buy' && type !== 'sell') {
      const profitText = columns.cell(row, 'Profit');
      const amount = parseNumber(profitText);
      if (type === 'balance' && amount !== null && amount !== 0) {
        const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
        if (time)
          sink.cashTransactions.push({
            line,
            time,
            amount: Math.abs(amount),
            kind: amount > 0 ? 'deposit' : 'withdrawal',
          });
      } else {
        const what = comment === '' ? profitText : `${profitText} (${comment})`;
        sink.skipped.push({
          line,
          kind: type === '' ? 'unknown' : type,
          description: `${type} ${what}`.trim(),
        });
      }
      continue;
    }
    const symbol = columns.cell(row, 'Symbol');
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const time = sink.time(line, 'Time', columns.cell(row, 'Time'), format);
    const lots = sink.check(line, 'Volume', readQuantity(columns.cell(row, 'Volume')));
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const fees = sink.check(line, 'Fee', readCost(columns.cell(row, 'Fee'), '.', 'fee'));
    if (sink.failed(line) || !time || lots === undefined || price === undefined) continue;
    const rowSwap = parseNumber(columns.cell(row, 'Swap')) ?? 0;
    if (rowSwap !== 0) {
      swap += rowSwap;
      swapDeals++;
    }
    const pair = parsePairSymbol(symbol);
    const execution: ImportedExecution = {
      time,
      symbol: pair?.kind === 'forex' ? pair.symbol : symbol,
      side: type,
      quantity: Math.abs(lots),
      price,
      commission: commission ?? 0,
      fees: fees ?? 0,
      assetClass: pair?.kind === 'forex' ? 'forex' : 'cfd',
    };
    if (pair?.kind === 'forex') execution.multiplier = STANDARD_LOT;
    const deal = columns.cell(row, 'Deal');
    const order = columns.cell(row, 'Order');
    if (deal !== '') execution.brokerExecutionId = deal;
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  if (swapDeals > 0) {
    sink.warnings.push({
      message: `Swap of ${Math.round(swap * 100) / 100} on ${swapDeals} deals is financing, not a fill cost: it is not in the fills' commissions or fees`,
    });
  }
  return sink.output();
}

export const metatrader5Format: ImportFormat = {
  id: 'metatrader5',
  label: 'MetaTrader 5 (deals CSV)',
  detect,
  parse,
};
