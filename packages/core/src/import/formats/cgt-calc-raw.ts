// The "raw" transaction file of capital-gains-calculator (cgt-calc, its --raw-file input): a
// plain CSV the trader writes or converts to, with exactly the columns date, action, symbol,
// quantity, price, fees, currency; dates without a time (YYYY-MM-DD), newest or oldest first.
// BUY and SELL are fills at the price, fees as the fill's fees; DIVIDEND, STOCK_SPLIT and the
// other actions are skipped with their kind. The header is generic, so only that exact header,
// in that order, is taken for this layout.
import {
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { statementRows, turnedOldestFirst } from './statement-rows.ts';

const HEADER = ['date', 'action', 'symbol', 'quantity', 'price', 'fees', 'currency'];
const FORMAT = compileTimestampFormat('YYYY-MM-DD');

function detect(sample: ImportSample): number {
  const header = sample.rows[0]?.cells.map((cell) => cell.trim().toLowerCase());
  return header?.length === HEADER.length && header.every((cell, at) => cell === HEADER[at]) ? 0.9 : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const found = statementRows(input.rows, HEADER);
  if (!found) return sink.output();
  const { columns, rows } = found;
  for (const row of rows) {
    const { line } = row;
    const action = columns.cell(row, 'action').toUpperCase();
    const symbol = columns.cell(row, 'symbol');
    if (action !== 'BUY' && action !== 'SELL') {
      sink.skipped.push({
        line,
        kind: action === '' ? 'unknown' : action.toLowerCase().replace(/_/g, ' '),
        description: [action, symbol, columns.cell(row, 'quantity')].filter((part) => part !== '').join(' '),
      });
      continue;
    }
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'symbol');
    const time = sink.time(line, 'date', columns.cell(row, 'date'), FORMAT);
    const quantity = sink.check(line, 'quantity', readQuantity(columns.cell(row, 'quantity')));
    const price = sink.check(line, 'price', readPrice(columns.cell(row, 'price')));
    const fees = sink.check(line, 'fees', readCost(columns.cell(row, 'fees'), '.', 'fee'));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined || fees === undefined)
      continue;
    const execution: ImportedExecution = {
      time,
      symbol,
      side: action === 'BUY' ? 'buy' : 'sell',
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees,
      assetClass: 'stock',
    };
    const currency = columns.cell(row, 'currency').toUpperCase();
    if (currency !== '') execution.currency = currency;
    sink.add(execution);
  }
  sink.executions = turnedOldestFirst(sink.executions);
  return sink.output();
}

export const cgtCalcRawFormat: ImportFormat = {
  id: 'cgt-calc-raw',
  label: 'capital-gains-calculator raw transactions',
  detect,
  parse,
};
