// TradeStation's order history, exported from TradeManager's Orders tab (Filled and Canceled
// orders): one row per order with its filled quantity at its average fill price, times naive in
// the platform's zone, US month-first with AM / PM. Orders that filled nothing are skipped;
// a partly filled order is a fill of what it filled. Options are written root, expiry, right and
// strike (`AAPL 260320C190`), futures root, month code and two-digit year (`ESM26`).
import { parseFutureSymbol, parseOptionSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import {
  Columns,
  ImportSink,
  assetClassOf,
  columnTimeFormat,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { readCost, readPrice, readQuantity, readSide } from '../values.ts';

const SIGNATURE = [
  'Account',
  'Order #',
  'Symbol',
  'Type',
  'Qty',
  'Filled Qty',
  'Fill Price',
  'Status',
  'Entered',
  'Filled',
  'Commission',
];

// TradeStation's own words for the sides, besides the ones every broker writes.
const SIDES: Record<string, 'buy' | 'sell'> = {
  'buy to cover': 'buy',
  'sell short': 'sell',
};

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has('Order #', 'Fill Price', 'Filled Qty') ? columns.share(SIGNATURE) : 0;
}

function classOf(symbol: string): { assetClass: AssetClass; symbol: string } {
  const option = parseOptionSymbol(symbol);
  if (option) return { assetClass: 'option', symbol: option.symbol };
  const future = parseFutureSymbol(symbol);
  if (future && future.month !== null) return { assetClass: 'future', symbol: future.symbol };
  return { assetClass: assetClassOf(symbol), symbol: symbol.trim().toUpperCase() };
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const fillTime = (row: (typeof rows)[number]): string =>
    columns.cell(row, 'Filled') || columns.cell(row, 'Entered');
  const format = columnTimeFormat(
    function* () {
      for (const row of rows) yield fillTime(row);
    },
    'M/D/YYYY h:mm:ss A',
    sink,
  );
  for (const row of rows) {
    const { line } = row;
    const status = columns.cell(row, 'Status');
    const filledText = columns.cell(row, 'Filled Qty');
    if (
      /^(canceled|cancelled|rejected|expired)$/i.test(status) &&
      (filledText === '' || Number(filledText) === 0)
    ) {
      sink.skipped.push({ line, kind: 'order', description: `${status} order: nothing filled` });
      continue;
    }
    const symbolText = columns.cell(row, 'Symbol');
    if (symbolText === '') sink.error(line, 'TRADE-001', 'The symbol is missing', 'Symbol');
    const sideText = columns.cell(row, 'Type');
    const side = SIDES[sideText.trim().toLowerCase()] ?? readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Type');
    const quantity = sink.check(line, 'Filled Qty', readQuantity(filledText));
    if (quantity !== undefined && quantity < 0)
      sink.error(line, 'TRADE-003', `The quantity ${quantity} is below zero`, 'Filled Qty');
    const price = sink.check(line, 'Fill Price', readPrice(columns.cell(row, 'Fill Price')));
    const commission = sink.check(line, 'Commission', readCost(columns.cell(row, 'Commission')));
    const time = sink.time(line, 'Filled', fillTime(row), format);
    if (sink.failed(line) || !side || quantity === undefined || price === undefined || !time) continue;
    const { assetClass, symbol } = classOf(symbolText);
    const orderId = columns.cell(row, 'Order #');
    const account = columns.cell(row, 'Account');
    sink.add({
      time,
      symbol,
      side,
      quantity,
      price,
      commission: commission ?? 0,
      fees: 0,
      assetClass,
      ...(orderId === '' ? {} : { orderId }),
      ...(account === '' ? {} : { accountRef: account }),
    });
  }
  return sink.output();
}

export const tradestationFormat: ImportFormat = {
  id: 'tradestation',
  label: 'TradeStation (order history)',
  detect,
  parse,
};
