// Bitstamp's transaction history. The older layout writes each amount with its asset ("1.00000000
// ETH", "2214.01 EUR") and the time in words ("Jan. 28, 2022, 12:13 AM", UTC); the newer one has
// an id, the asset of each amount in its own column and ISO times. "Market" and "Limit" rows are
// fills (their sub type says buy or sell): the amount is the base, the rate the price, the fee in
// the quote. Deposits and withdrawals of money are account transactions, of coins skipped
// transfers; anything else (staking rewards, sub-account transfers) is skipped with its kind.
import { FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import type { DelimitedRow } from '../delimited.ts';
import {
  Columns,
  ImportSink,
  type FormatInput,
  type FormatOutput,
  type ImportFormat,
  type ImportSample,
} from '../format.ts';
import { compileTimestampFormat, type TimestampFormat } from '../timestamps.ts';
import { readSide } from '../values.ts';
import { amountWithAsset, feeInQuote, shortMonthNames, noteNoTrades } from './coin-swaps.ts';
import { addCash } from './statement-rows.ts';

const OLD = ['Type', 'Datetime', 'Account', 'Amount', 'Value', 'Rate', 'Fee', 'Sub Type'];
const NEW = [
  'ID',
  'Account',
  'Type',
  'Subtype',
  'Datetime',
  'Amount',
  'Amount currency',
  'Value',
  'Value currency',
  'Rate',
  'Rate currency',
  'Fee',
  'Fee currency',
  'Order ID',
];

function detect(sample: ImportSample): number {
  const header = sample.rows[0];
  if (!header) return 0;
  const columns = new Columns(header.cells);
  if (columns.has('Amount currency', 'Subtype', 'Datetime')) return columns.share(NEW);
  return columns.has('Sub Type', 'Datetime', 'Rate') ? columns.share(OLD) : 0;
}

/** A cell's amount and asset: written together in the older layout, apart in the newer. */
function amountOf(
  row: DelimitedRow,
  columns: Columns,
  name: string,
): { amount: number; asset: string } | null {
  const text = columns.cell(row, name);
  if (text === '') return null;
  const read = amountWithAsset(text);
  if (!read) return null;
  const asset = columns.cell(row, `${name} currency`).toUpperCase();
  return asset === '' ? read : { amount: read.amount, asset };
}

function readRow(
  row: DelimitedRow,
  columns: Columns,
  sink: ImportSink,
  format: TimestampFormat,
  newer: boolean,
): void {
  const { line } = row;
  const type = columns.cell(row, 'Type');
  const kind = type.toLowerCase();
  const timeText = newer ? columns.cell(row, 'Datetime') : shortMonthNames(columns.cell(row, 'Datetime'));
  const amount = amountOf(row, columns, 'Amount');
  if (kind !== 'market' && kind !== 'limit') {
    if ((kind === 'deposit' || kind === 'withdrawal') && amount && FIAT_CURRENCIES.has(amount.asset)) {
      const time = sink.time(line, 'Datetime', timeText, format);
      const signed = kind === 'withdrawal' ? -Math.abs(amount.amount) : Math.abs(amount.amount);
      if (time) addCash(sink, line, time, signed, { currency: amount.asset });
      return;
    }
    sink.skipped.push({
      line,
      kind:
        kind === 'deposit' || kind === 'withdrawal'
          ? 'transfer'
          : /reward|staking|earn/.test(kind)
            ? 'reward'
            : kind || 'unknown',
      description: `${type} ${columns.cell(row, 'Amount')} ${columns.cell(row, 'Amount currency')}`.trim(),
    });
    return;
  }
  const subtype = columns.cell(row, newer ? 'Subtype' : 'Sub Type');
  const side = readSide(subtype);
  if (!side)
    sink.error(line, 'VALIDATION-002', `"${subtype}" is not buy or sell`, newer ? 'Subtype' : 'Sub Type');
  if (!amount || amount.amount === 0 || amount.asset === '')
    sink.error(line, 'TRADE-003', `"${columns.cell(row, 'Amount')}" is not an amount of a coin`, 'Amount');
  const rate = amountOf(row, columns, 'Rate');
  if (!rate || rate.amount <= 0 || rate.asset === '')
    sink.error(line, 'TRADE-002', `"${columns.cell(row, 'Rate')}" is not a price with its currency`, 'Rate');
  const time = sink.time(line, 'Datetime', timeText, format);
  if (sink.failed(line) || !side || !amount || !rate || !time) return;
  const fill = {
    time,
    symbol: `${amount.asset}/${rate.asset}`,
    side,
    quantity: Math.abs(amount.amount),
    price: rate.amount,
    commission: 0,
    fees: 0,
    assetClass: 'crypto' as const,
    currency: rate.asset,
  };
  const fee = amountOf(row, columns, 'Fee');
  if (fee) fill.commission = feeInQuote(sink, line, fill, fee.amount, fee.asset);
  const id = columns.cell(row, 'ID');
  const order = columns.cell(row, 'Order ID');
  sink.add({ ...fill, ...(id ? { brokerExecutionId: id } : {}), ...(order ? { orderId: order } : {}) });
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const [header, ...rows] = input.rows;
  if (!header) return sink.output();
  const columns = new Columns(header.cells);
  const newer = columns.has('Amount currency');
  const format = compileTimestampFormat(newer ? 'YYYY-MM-DDTHH:mm:ss' : 'MMM D, YYYY, h:mm A');
  for (const row of rows) readRow(row, columns, sink, format, newer);
  noteNoTrades(
    sink,
    'This Bitstamp export holds deposits, withdrawals and other movements only, no trades: export the transactions of a period with buys or sells',
  );
  return sink.output();
}

export const bitstampFormat: ImportFormat = {
  id: 'bitstamp',
  label: 'Bitstamp (transactions)',
  detect,
  parse,
};
