// Rithmic R|Trader (Pro) order history, the Completed Orders grid saved as CSV: one row per
// order with its filled quantity at its average fill price. Commission is written as a rate per
// contract (`Commission Fill Rate`), so an order's commission is that rate times what filled.
// Times are naive in the zone R|Trader is set to show. Orders that filled nothing are skipped.
import { parseFutureSymbol } from '../../journal/instrument-symbols.ts';
import {
  Columns,
  ImportSink,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Account',
  'Status',
  'Buy/Sell',
  'Qty To Fill',
  'Qty Filled',
  'Symbol',
  'Exchange',
  'Avg Fill Price',
  'Commission Fill Rate',
  'Create Time',
  'Update Time',
  'Order Number',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Avg Fill Price', 'Qty Filled', 'Buy/Sell') ? columns.share(SIGNATURE) : 0;
}

/** rate × quantity without binary noise: 0.62 × 3 is 1.86 here. */
function times(rate: number, quantity: number): number {
  return Math.round(rate * quantity * 1e10) / 1e10;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const filledOf = (row: (typeof rows)[number]): string => columns.cell(row, 'Qty Filled');
  const timeOf = (row: (typeof rows)[number]): string =>
    columns.cell(row, 'Update Time') || columns.cell(row, 'Create Time');
  const unfilled = (row: (typeof rows)[number]): boolean =>
    filledOf(row) === '' || Number(filledOf(row)) === 0;
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) if (!unfilled(row)) yield timeOf(row);
    },
    undefined,
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    if (unfilled(row)) {
      const status = columns.cell(row, 'Status') || 'Unfilled';
      sink.skipped.push({ line, kind: 'order', description: `${status} order: nothing filled` });
      continue;
    }
    const contract = columns.cell(row, 'Symbol');
    if (contract === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Buy/Sell');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Buy/Sell');
    const quantity = sink.check(line, 'Qty Filled', readQuantity(filledOf(row)));
    if (quantity !== undefined && quantity < 0)
      sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, 'Qty Filled');
    const price = sink.check(line, 'Avg Fill Price', readPrice(columns.cell(row, 'Avg Fill Price')));
    const rate = sink.check(
      line,
      'Commission Fill Rate',
      readCost(columns.cell(row, 'Commission Fill Rate')),
    );
    const time = sink.time(line, 'Update Time', timeOf(row), format);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const orderId = columns.cell(row, 'Order Number');
    const account = columns.cell(row, 'Account');
    sink.add({
      time,
      symbol: parseFutureSymbol(contract)?.symbol ?? contract,
      side,
      quantity,
      price,
      commission: times(rate ?? 0, quantity),
      fees: 0,
      assetClass: 'future',
      ...(orderId === '' ? {} : { orderId }),
      ...(account === '' ? {} : { accountRef: account }),
    });
  }
  return sink.output();
}

export const rithmicFormat: ImportFormat = {
  id: 'rithmic',
  label: 'Rithmic R|Trader (order history)',
  detect,
  parse,
};
