// Swissquote's transactions export (eBanking, Transactions, CSV): `;`-separated, one row per
// booking, times DD-MM-YYYY HH:mm:ss in the account's zone. Buy and Sell rows are fills of
// Quantity at Unit price in Currency, Costs being the commission and fees Swissquote charged, Order #
// their order. Every other row has Quantity 1 and its amount as Unit price: currency exchanges
// (Forex credit / Forex debit, a pair per exchange), transfers in (Credit) and out (Debit) which
// are cash, dividends, interest and custody fees, which are skipped rows. Newer exports add Net
// Amount Currency and Net Amount in Account Currency; the columns are found by name.
import {
  Columns,
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
import { addCash } from './statement-rows.ts';

const DATE = 'Date';
const ORDER = 'Order #';
const TYPE = 'Transaction';
const SYMBOL = 'Symbol';
const NAME = 'Name';
const QUANTITY = 'Quantity';
const PRICE = 'Unit price';
const COSTS = 'Costs';
const NET = 'Net Amount';
const CURRENCY = 'Currency';
const SIGNATURE = [
  DATE,
  ORDER,
  TYPE,
  SYMBOL,
  NAME,
  'ISIN',
  QUANTITY,
  PRICE,
  COSTS,
  'Accrued Interest',
  NET,
  'Balance',
  CURRENCY,
];
const FORMAT = compileTimestampFormat('DD-MM-YYYY HH:mm:ss');
/** An order number of zeros: the booking was not an order. */
const NO_ORDER = /^0*$/;

const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/^forex/, 'currency exchange'],
  [/dividend|capital gain/, 'dividend'],
  [/interest/, 'interest'],
  [/fee|costs|commission/, 'fee'],
  [/tax/, 'tax'],
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  return columns.has(ORDER, TYPE, PRICE, 'Accrued Interest', NET) ? columns.share(SIGNATURE) : 0;
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  for (const row of rows) {
    const { line } = row;
    const typeText = columns.cell(row, TYPE);
    const type = typeText.toLowerCase();
    const side = readSide(typeText);
    const currency = columns.cell(row, CURRENCY);
    if (!side) {
      const net = parseNumber(columns.cell(row, NET), '.');
      if ((type === 'credit' || type === 'debit') && net !== null) {
        const time = sink.time(line, DATE, columns.cell(row, DATE), FORMAT);
        if (time) addCash(sink, line, time, net, currency ? { currency } : {});
        continue;
      }
      sink.skipped.push({
        line,
        kind: KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? (type === '' ? 'unknown' : 'other'),
        description: [typeText, columns.cell(row, SYMBOL), columns.cell(row, NET), currency]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const symbol = columns.cell(row, SYMBOL) || columns.cell(row, 'ISIN');
    if (symbol === '') sink.error(line, 'TRADE-001', 'The symbol is missing', SYMBOL);
    const time = sink.time(line, DATE, columns.cell(row, DATE), FORMAT);
    const quantity = sink.check(line, QUANTITY, readQuantity(columns.cell(row, QUANTITY)));
    const price = sink.check(line, PRICE, readPrice(columns.cell(row, PRICE)));
    const costs = sink.check(line, COSTS, readCost(columns.cell(row, COSTS)));
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: costs ?? 0,
      fees: 0,
      assetClass: 'stock',
      ...(currency ? { currency } : {}),
    };
    const order = columns.cell(row, ORDER);
    if (!NO_ORDER.test(order)) execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const swissquoteFormat: ImportFormat = {
  id: 'swissquote',
  label: 'Swissquote (transactions)',
  detect,
  parse,
};
