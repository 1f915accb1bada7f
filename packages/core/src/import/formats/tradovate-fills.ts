// Tradovate's Fills export: one row per fill. The file repeats most fields twice, as the API's
// raw columns (lower case: "timestamp", "qty", "price") and as display columns ("Timestamp",
// "Quantity", "Price"); the display ones are read, times being US month-first in the zone the
// platform shows, and prices in the contract's own notation (32nds for Treasury futures).
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
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Fill ID',
  'Order ID',
  'Timestamp',
  'Account',
  'B/S',
  'Quantity',
  'Price',
  'Contract',
  'Product',
  'commission',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Fill ID', 'B/S', 'Contract') ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const times = compileTimestampFormat('M/D/YYYY H:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const cell = (name: string): string => columns.cell(row, name);
    const contract = cell('Contract');
    if (contract === '') sink.error(line, 'TRADE-001', 'The contract is missing', 'Contract');
    const side = readSide(cell('B/S'));
    if (!side) sink.error(line, 'VALIDATION-002', `"${cell('B/S')}" is not Buy or Sell`, 'B/S');
    const time = sink.time(line, 'Timestamp', cell('Timestamp'), times);
    const quantity = sink.check(line, 'Quantity', readQuantity(cell('Quantity')));
    const price = sink.check(line, 'Price', readFuturesPrice(cell('Price'), contract));
    const commission = sink.check(line, 'commission', readCost(cell('commission')));
    if (sink.failed(line) || !side || !time || quantity === undefined || price === undefined) continue;
    const fill: ImportedExecution = {
      time,
      symbol: parseFutureSymbol(contract)?.symbol ?? contract,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: commission ?? 0,
      fees: 0,
      assetClass: 'future',
    };
    const id = cell('Fill ID');
    const orderId = cell('Order ID');
    const account = cell('Account');
    if (id !== '') fill.brokerExecutionId = id;
    if (orderId !== '') fill.orderId = orderId;
    if (account !== '') fill.accountRef = account;
    sink.add(fill);
  }
  return sink.output();
}

export const tradovateFillsFormat: ImportFormat = {
  id: 'tradovate-fills',
  label: 'Tradovate (Fills)',
  detect,
  parse,
};
