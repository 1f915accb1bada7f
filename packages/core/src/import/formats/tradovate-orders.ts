// Tradovate's Orders export: one row per order, filled or not. A filled order (or a cancelled one
// that filled in part) becomes one fill of its filled quantity at its average fill price, at its
// fill time; the export holds no costs, which come only with the Fills export or the statement.
// The average is read from "decimalFillAvg" (the price as a decimal) when the file has it, else
// from "Avg Fill Price" in the contract's notation (32nds for Treasury futures). Orders that filled
// nothing are skipped rows.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { readFuturesPrice } from '../futures-prices.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readPrice, readSide } from '../values.ts';

const SIGNATURE = [
  'orderId',
  'Account',
  'Order ID',
  'B/S',
  'Contract',
  'Fill Time',
  'Status',
  'Filled Qty',
  'Avg Fill Price',
  'decimalFillAvg',
  'Limit Price',
  'Stop Price',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Order ID', 'B/S', 'Contract', 'Status') && columns.has('Avg Fill Price')
    ? columns.share(SIGNATURE)
    : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const times = compileTimestampFormat('M/D/YYYY H:mm:ss');
  const filledColumn = columns.find('Filled Qty', 'filledQty') ?? 'Filled Qty';
  for (const row of rows) {
    const { line } = row;
    const cell = (name: string): string => columns.cell(row, name);
    const status = cell('Status');
    const filled = parseNumber(cell(filledColumn), '.');
    if (filled === null && cell(filledColumn) !== '') {
      sink.error(
        line,
        'TRADE-003',
        `The filled quantity "${cell(filledColumn)}" is not a number`,
        filledColumn,
      );
      continue;
    }
    if (filled === null || filled === 0) {
      sink.skipped.push({
        line,
        kind: 'order',
        description: `${status || 'Unfilled'} order ${cell('Order ID')}: ${cell('B/S')} ${cell('Quantity')} ${cell('Contract')}, nothing filled`,
      });
      continue;
    }
    const contract = cell('Contract');
    if (contract === '') sink.error(line, 'TRADE-001', 'The contract is missing', 'Contract');
    const side = readSide(cell('B/S'));
    if (!side) sink.error(line, 'VALIDATION-002', `"${cell('B/S')}" is not Buy or Sell`, 'B/S');
    const timeColumn = cell('Fill Time') === '' ? 'Timestamp' : 'Fill Time';
    const time = sink.time(line, timeColumn, cell(timeColumn), times);
    const decimal = cell('decimalFillAvg');
    const price =
      decimal === ''
        ? sink.check(line, 'Avg Fill Price', readFuturesPrice(cell('Avg Fill Price'), contract))
        : sink.check(line, 'decimalFillAvg', readPrice(decimal));
    if (sink.failed(line) || !side || !time || price === undefined) continue;
    const fill: ImportedExecution = {
      time,
      symbol: parseFutureSymbol(contract)?.symbol ?? contract,
      side,
      quantity: Math.abs(filled),
      price,
      commission: 0,
      fees: 0,
      assetClass: 'future',
    };
    const orderId = cell('Order ID');
    const account = cell('Account');
    if (orderId !== '') fill.orderId = orderId;
    if (account !== '') fill.accountRef = account;
    sink.add(fill);
  }
  return sink.output();
}

export const tradovateOrdersFormat: ImportFormat = {
  id: 'tradovate-orders',
  label: 'Tradovate (Orders)',
  detect,
  parse,
};
