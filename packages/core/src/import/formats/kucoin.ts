// KuCoin's spot filled orders export: one row per order with its average filled price, filled
// amount (base coin) and volume (quote coin), the fee and the coin it was paid in, the order's
// status, and times in the zone the header names ("Filled Time(UTC)", "Filled Time(UTC+08:00)").
// A fee in the quote coin is the commission; one in the base coin is priced at the fill's price;
// one in a third coin (KCS) cannot be priced from the file and is reported rather than guessed.
// Orders that filled nothing are skipped as cancelled. The older trade history (until 2020) is one
// row per fill with each amount's coin in the column after it ("FilledPrice", "FilledPriceCoin")
// and naive times ("2019/05/11 10:27:17") in the file's zone.
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
import { OLD_SIGNATURE, parseOldHistory } from './kucoin-old-history.ts';

const SIGNATURE = [
  'UID',
  'Account Type',
  'Order ID',
  'Symbol',
  'Side',
  'Order Type',
  'Avg. Filled Price',
  'Filled Amount',
  'Filled Volume',
  'Fee',
  'Fee Currency',
  'Status',
];
const TIME_HEADER = /^filled time\s*\(utc\s*([+-]\d{1,2}(?::?\d{2})?)?\)$/i;

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('FilledPriceCoin', 'AmountCoin')) return columns.share(OLD_SIGNATURE);
  return columns.has('Avg. Filled Price', 'Fee Currency') ? columns.share(SIGNATURE) : 0;
}

/**
 * The IANA zone of a header's whole-hour offset ("+8" is Etc/GMT-8: those zones count the other
 * way), or null for an offset with minutes.
 */
function zoneOf(written: string | undefined): string | null {
  if (!written) return 'UTC';
  const match = /^([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(written);
  if (!match || (match[3] ?? '00') !== '00') return null;
  const hours = Number(match[2]);
  return hours === 0 ? 'UTC' : `Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`;
}

function parse(input: FormatInput): FormatOutput {
  const header = input.rows[0];
  if (header && new Columns(header.cells).has('FilledPriceCoin')) return parseOldHistory(input);
  const timeColumn = header?.cells.find((cell) => TIME_HEADER.test(cell.trim()))?.trim();
  const zone = zoneOf(timeColumn ? TIME_HEADER.exec(timeColumn)?.[1] : undefined);
  const sink = new ImportSink(zone ?? 'UTC');
  if (!header) return sink.output();
  const rows = input.rows.slice(1);
  const columns = new Columns(header.cells);
  if (!zone)
    sink.warnings.push({
      message: `The times of "${timeColumn ?? ''}" are read as UTC: its offset has minutes`,
    });
  const format = compileTimestampFormat('YYYY-MM-DD HH:mm:ss');
  for (const row of rows) {
    const { line } = row;
    const status = columns.cell(row, 'Status').toLowerCase();
    const filled = parseNumber(columns.cell(row, 'Filled Amount'));
    if (status === 'cancelled' || status === 'canceled' || filled === 0) {
      sink.skipped.push({
        line,
        kind: 'cancelled order',
        description:
          `${columns.cell(row, 'Order ID')} ${columns.cell(row, 'Symbol')} ${columns.cell(row, 'Side')}`.trim(),
      });
      continue;
    }
    const symbol = columns.cell(row, 'Symbol').toUpperCase();
    const [base = '', quote = ''] = symbol.split('-');
    if (base === '' || quote === '') sink.error(line, 'TRADE-001', `"${symbol}" is not a pair`, 'Symbol');
    const sideText = columns.cell(row, 'Side');
    const side = readSide(sideText);
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not buy or sell`, 'Side');
    const price = sink.check(line, 'Avg. Filled Price', readPrice(columns.cell(row, 'Avg. Filled Price')));
    const quantity = sink.check(line, 'Filled Amount', readQuantity(columns.cell(row, 'Filled Amount')));
    const fee = sink.check(line, 'Fee', readCost(columns.cell(row, 'Fee'), '.', 'fee'));
    const time = sink.time(line, timeColumn, columns.cell(row, timeColumn), format);
    if (sink.failed(line) || !side || price === undefined || quantity === undefined || !time) continue;
    const feeCoin = columns.cell(row, 'Fee Currency').toUpperCase();
    let commission = 0;
    if (fee !== undefined && fee !== 0) {
      if (feeCoin === quote || feeCoin === '') commission = fee;
      else if (feeCoin === base) commission = Math.round(fee * price * 1e10) / 1e10;
      else
        sink.warnings.push({
          line,
          message: `The fee of ${fee} ${feeCoin} is in neither coin of ${symbol}: it is not counted in the commission`,
        });
    }
    const execution: ImportedExecution = {
      time,
      symbol: `${base}/${quote}`,
      side,
      quantity: Math.abs(quantity),
      price,
      commission,
      fees: 0,
      assetClass: 'crypto',
      currency: quote,
    };
    const order = columns.cell(row, 'Order ID');
    const account = columns.cell(row, 'Account Type');
    // One row per order: the order id is also what tells a re-imported row.
    if (order !== '') {
      execution.brokerExecutionId = order;
      execution.orderId = order;
    }
    if (account !== '') execution.accountRef = account;
    sink.add(execution);
  }
  return sink.output();
}

export const kucoinFormat: ImportFormat = {
  id: 'kucoin',
  label: 'KuCoin (spot filled orders)',
  detect,
  parse,
};
