// DEGIRO's Transactions export: one row per fill with its date (DD-MM-YYYY) and time (HH:mm) in
// the account's zone, product, ISIN, exchange, quantity (negative for sells), price followed by an
// unnamed column with its currency, values, the exchange rate (price currency per account
// currency), the transaction fees in the account's currency, and the order id. Headers come in the
// platform's language (English, Dutch, German are read) and numbers in its notation: a comma
// decimal when a price is written so, since DEGIRO groups no thousands. The fees are turned into
// the price's currency with the row's rate and kept as the commission, once. Exports since 2024
// name the fee column with the account's currency ("Transaction and/or third party fees EUR"),
// older ones cut it short ("Transaction and/or third"), so it is found by its first words; they
// also add AutoFX Fee, the currency conversion charge, kept as the fill's fees.
import {
  Columns,
  headerKey,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import type { DecimalSeparator } from '../numbers.ts';
import { parseNumber } from '../numbers.ts';
import { compileTimestampFormat } from '../timestamps.ts';
import type { ImportedExecution } from '../types.ts';
import { readCost, readPrice, readQuantity } from '../values.ts';
import { roundMoney } from './statement-rows.ts';

interface Names {
  date: string;
  time: string;
  product: string;
  isin: string;
  quantity: string;
  price: string;
  rate: string;
  fees: string;
  /** The fee header's first words, as every version of the export starts it. */
  feesStart: string;
  order: string;
}

const LANGUAGES: readonly Names[] = [
  {
    date: 'Date',
    time: 'Time',
    product: 'Product',
    isin: 'ISIN',
    quantity: 'Quantity',
    price: 'Price',
    rate: 'Exchange rate',
    fees: 'Transaction and/or third party fees',
    feesStart: 'Transaction and/or third',
    order: 'Order ID',
  },
  {
    date: 'Datum',
    time: 'Tijd',
    product: 'Product',
    isin: 'ISIN',
    quantity: 'Aantal',
    price: 'Koers',
    rate: 'Wisselkoers',
    fees: 'Transactiekosten en/of kosten van derden',
    feesStart: 'Transactiekosten',
    order: 'Order ID',
  },
  {
    date: 'Datum',
    time: 'Uhrzeit',
    product: 'Produkt',
    isin: 'ISIN',
    quantity: 'Anzahl',
    price: 'Kurs',
    rate: 'Wechselkurs',
    fees: 'Transaktionsgebühren und/oder Gebühren Dritter',
    feesStart: 'Transaktionsgebühren',
    order: 'Order-ID',
  },
];
const COMMA_DECIMAL = /^-?\d+,\d+$/;
const AUTO_FX = 'autofx';

/** The first column whose header starts with `start` (compared as header keys). */
function columnStarting(header: readonly string[], start: string): number | undefined {
  const key = headerKey(start);
  const at = header.findIndex((name) => headerKey(name).startsWith(key));
  return at < 0 ? undefined : at;
}

function languageOf(columns: Columns): Names | undefined {
  return LANGUAGES.find((names) =>
    columns.has(names.date, names.time, names.isin, names.quantity, names.price, names.rate),
  );
}

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  const names = languageOf(columns);
  if (!names) return 0;
  const { feesStart, ...written } = names;
  const feesFound = columnStarting(header.cells, feesStart) !== undefined;
  const shown = Object.values(written).filter((name) => name !== names.fees);
  return (shown.filter((name) => columns.has(name)).length + (feesFound ? 1 : 0)) / (shown.length + 1);
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink(input.timeZone);
  const [header, ...rows] = input.rows;
  const columns = header ? new Columns(header.cells) : undefined;
  const names = columns ? languageOf(columns) : undefined;
  if (!columns || !names) return sink.output();
  const priceAt = columns.at(names.price) ?? -1;
  const feesAt = columnStarting(header?.cells ?? [], names.feesStart);
  const autoFxAt = columnStarting(header?.cells ?? [], AUTO_FX);
  const decimal: DecimalSeparator = rows.some((row) => COMMA_DECIMAL.test(columns.cell(row, names.price)))
    ? ','
    : '.';
  const format = compileTimestampFormat('DD-MM-YYYY HH:mm');
  for (const row of rows) {
    const { line } = row;
    const isin = columns.cell(row, names.isin);
    const product = columns.cell(row, names.product);
    if (isin === '' && product === '') sink.error(line, 'TRADE-001', 'The product is missing', names.product);
    const dateTime = `${columns.cell(row, names.date)} ${columns.cell(row, names.time)}`.trim();
    const time = sink.time(line, names.date, dateTime, format);
    const quantity = sink.check(
      line,
      names.quantity,
      readQuantity(columns.cell(row, names.quantity), decimal),
    );
    const price = sink.check(line, names.price, readPrice(columns.cell(row, names.price), decimal));
    const feesText = feesAt === undefined ? '' : (row.cells[feesAt] ?? '').trim();
    const feesColumn = feesAt === undefined ? names.fees : (header?.cells[feesAt] ?? names.fees);
    const fees = sink.check(line, feesColumn, readCost(feesText, decimal, 'fee'));
    const autoFxText = autoFxAt === undefined ? '' : (row.cells[autoFxAt] ?? '').trim();
    const autoFx = sink.check(line, 'AutoFX Fee', readCost(autoFxText, decimal, 'AutoFX fee'));
    const rateText = columns.cell(row, names.rate);
    const rate = rateText === '' ? 1 : parseNumber(rateText, decimal);
    if (((fees ?? 0) > 0 || (autoFx ?? 0) > 0) && (rate === null || !(rate > 0)))
      sink.error(line, 'VALIDATION-010', `The exchange rate "${rateText}" is not above zero`, names.rate);
    if (sink.failed(line) || !time || quantity === undefined || price === undefined) continue;
    const currency = (row.cells[priceAt + 1] ?? '').trim();
    const execution: ImportedExecution = {
      time,
      // The ISIN names the share on every exchange; the product's name is kept when there is none.
      symbol: isin !== '' ? isin : product,
      side: quantity < 0 ? 'sell' : 'buy',
      quantity: Math.abs(quantity),
      price,
      commission: roundMoney((fees ?? 0) * (rate ?? 1)),
      fees: roundMoney((autoFx ?? 0) * (rate ?? 1)),
      assetClass: 'stock',
    };
    if (/^[A-Z]{3}$/.test(currency)) execution.currency = currency;
    const order = columns.cell(row, names.order);
    if (order !== '') execution.orderId = order;
    sink.add(execution);
  }
  return sink.output();
}

export const degiroFormat: ImportFormat = {
  id: 'degiro',
  label: 'DEGIRO (transactions)',
  detect,
  parse,
};
