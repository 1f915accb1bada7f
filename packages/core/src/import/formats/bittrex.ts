// Bittrex's order history. The last layout (2023) opens with a few lines about the account (name,
// user id, date generated, a blank line), then one row per order: time in UTC, "Bought"/"Sold",
// market, base and quote coin, price, quantity in the base, fees and total in the quote. The
// older layout (until 2020) names the market quote first ("BTC-LTC"), the side in the order type
// ("LIMIT_BUY"), and what filled as the quantity less the quantity remaining.
import type { DelimitedRow } from '../delimited.ts';
import type { Columns } from '../format.ts';
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';
import { noteNoTrades } from './coin-swaps.ts';
import { detectHeader, statementRows } from './statement-rows.ts';

const REQUIRED = ['TXID', 'Time (UTC)', 'Transaction', 'Market', 'Quantity (Base)', 'Fees (Quote)'];
const SIGNATURE = [
  ...REQUIRED,
  'Order Type',
  'Base',
  'Quote',
  'Price',
  'Total (Quote)',
  'Time In Force',
  'Notes',
];
const OLD_REQUIRED = ['Uuid', 'Exchange', 'OrderType', 'QuantityRemaining', 'PricePerUnit'];
const OLD_SIGNATURE = [...OLD_REQUIRED, 'TimeStamp', 'Limit', 'Quantity', 'Commission', 'Price', 'Closed'];

function detect(sample: ImportSample): number {
  return Math.max(
    detectHeader(sample, REQUIRED, SIGNATURE),
    detectHeader(sample, OLD_REQUIRED, OLD_SIGNATURE),
  );
}

function readLatest(rows: readonly DelimitedRow[], columns: Columns, sink: ImportSink): void {
  const format = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const transaction = columns.cell(row, 'Transaction');
    const side = readSide(transaction);
    if (!side) {
      sink.skipped.push({
        line,
        kind: transaction.toLowerCase() || 'unknown',
        description: columns.cell(row, 'Notes'),
      });
      continue;
    }
    const market = columns.cell(row, 'Market').toUpperCase();
    const base = columns.cell(row, 'Base').toUpperCase() || (market.split('/')[0] ?? '');
    const quote = columns.cell(row, 'Quote').toUpperCase() || (market.split('/')[1] ?? '');
    if (base === '' || quote === '') sink.error(line, 'TRADE-001', `"${market}" is not a pair`, 'Market');
    const time = sink.time(line, 'Time (UTC)', columns.cell(row, 'Time (UTC)'), format);
    const price = sink.check(line, 'Price', readPrice(columns.cell(row, 'Price')));
    const quantity = sink.check(line, 'Quantity (Base)', readQuantity(columns.cell(row, 'Quantity (Base)')));
    const fee = sink.check(line, 'Fees (Quote)', readCost(columns.cell(row, 'Fees (Quote)'), '.', 'fee'));
    if (sink.failed(line) || !time || price === undefined || quantity === undefined) continue;
    sink.add({
      time,
      symbol: `${base}/${quote}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: fee ?? 0,
      fees: 0,
      assetClass: 'crypto',
      currency: quote,
      brokerExecutionId: columns.cell(row, 'TXID'),
    });
  }
}

function readOld(rows: readonly DelimitedRow[], columns: Columns, sink: ImportSink): void {
  const format = compileTimestampFormat('M/D/YYYY h:mm:ss A');
  for (const row of rows) {
    const { line } = row;
    const exchange = columns.cell(row, 'Exchange').toUpperCase();
    const [quote = '', base = ''] = exchange.split('-');
    if (base === '' || quote === '')
      sink.error(line, 'TRADE-001', `"${exchange}" is not a market`, 'Exchange');
    const type = columns.cell(row, 'OrderType').toUpperCase();
    const side = /BUY/.test(type) ? 'buy' : /SELL/.test(type) ? 'sell' : null;
    if (!side) sink.error(line, 'VALIDATION-002', `"${type}" is neither a buy nor a sell order`, 'OrderType');
    const ordered = parseNumber(columns.cell(row, 'Quantity'));
    const remaining = parseNumber(columns.cell(row, 'QuantityRemaining')) ?? 0;
    if (ordered !== null && ordered - remaining <= 0) {
      sink.skipped.push({
        line,
        kind: 'cancelled order',
        description: `${columns.cell(row, 'Uuid')} ${exchange} ${type}`,
      });
      continue;
    }
    const filled = ordered === null ? '' : String(Number((ordered - remaining).toPrecision(12)));
    const quantity = sink.check(line, 'Quantity', readQuantity(filled));
    const price = sink.check(line, 'PricePerUnit', readPrice(columns.cell(row, 'PricePerUnit')));
    const fee = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission'), '.', 'fee'));
    const closed = columns.cell(row, 'Closed') || columns.cell(row, 'TimeStamp');
    const time = sink.time(line, 'Closed', closed, format);
    if (sink.failed(line) || !side || !time || quantity === undefined || price === undefined) continue;
    const fill: ImportedExecution = {
      time,
      symbol: `${base}/${quote}`,
      side,
      quantity,
      price,
      commission: fee ?? 0,
      fees: 0,
      assetClass: 'crypto',
      currency: quote,
    };
    const uuid = columns.cell(row, 'Uuid');
    if (uuid !== '') fill.brokerExecutionId = uuid;
    sink.add(fill);
  }
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const latest = statementRows(input.rows, REQUIRED);
  if (latest) readLatest(latest.rows, latest.columns, sink);
  else {
    const old = statementRows(input.rows, OLD_REQUIRED);
    if (old) readOld(old.rows, old.columns, sink);
  }
  noteNoTrades(sink, 'This Bittrex order history holds no filled orders');
  return sink.output();
}

export const bittrexFormat: ImportFormat = {
  id: 'bittrex',
  label: 'Bittrex (order history)',
  detect,
  parse,
};
