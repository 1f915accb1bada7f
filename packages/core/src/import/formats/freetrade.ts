// Freetrade's activity export: the account's whole feed, newest first, one row per event (ORDER,
// DIVIDEND, TOP_UP, WITHDRAWAL, INTEREST_FROM_CASH, FREESHARE_ORDER, MONTHLY_STATEMENT...), times
// in UTC. An order is paid in the account's currency (GBP): "Price per Share in Account Currency"
// is what each share cost there, and the FX fee and stamp duty are in it too, so fills are written
// in the account's currency and "Total Amount" is their value with those costs. A free share is a
// gift, not an order: it is left out (its sale is then named in a warning). Top-ups and
// withdrawals are the account's deposits and withdrawals; the rest is skipped with its kind.
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
import { readCost, readPrice, readQuantity } from '../values.ts';
import { addCash, detectHeader, roundMoney, statementRows } from './statement-rows.ts';

const REQUIRED = ['Title', 'Type', 'Timestamp', 'Account Currency', 'Total Amount', 'Buy / Sell'];
const SIGNATURE = [
  ...REQUIRED,
  'Ticker',
  'ISIN',
  'Price per Share in Account Currency',
  'Stamp Duty',
  'Quantity',
  'Order ID',
  'Instrument Currency',
  'FX Fee Amount',
];
const CASH: Record<string, 'deposit' | 'withdrawal'> = { TOP_UP: 'deposit', WITHDRAWAL: 'withdrawal' };
const KINDS: Record<string, string> = {
  DIVIDEND: 'dividend',
  INTEREST_FROM_CASH: 'interest',
  MONTHLY_STATEMENT: 'statement',
  FREESHARE_ORDER: 'free share',
  PROPERTY: 'property income',
};

function detect(sample: ImportSample): number {
  return detectHeader(sample, REQUIRED, SIGNATURE);
}

function parse(input: FormatInput): FormatOutput {
  const sink = new ImportSink('UTC');
  const found = statementRows(input.rows, REQUIRED);
  if (!found) return sink.output();
  const { columns, rows } = found;
  const format = compileTimestampFormat('YYYY-MM-DDTHH:mm:ss');
  const freeShares = new Map<string, number>();
  for (const row of rows) {
    const { line } = row;
    const type = columns.cell(row, 'Type').toUpperCase();
    const currency = columns.cell(row, 'Account Currency').toUpperCase();
    const ticker = columns.cell(row, 'Ticker');
    if (type !== 'ORDER') {
      const total = parseNumber(columns.cell(row, 'Total Amount'));
      const cash = CASH[type];
      if (cash && total !== null) {
        const time = sink.time(line, 'Timestamp', columns.cell(row, 'Timestamp'), format);
        const signed = cash === 'withdrawal' ? -Math.abs(total) : Math.abs(total);
        if (time) addCash(sink, line, time, signed, currency === '' ? {} : { currency });
        continue;
      }
      if (type === 'FREESHARE_ORDER' && ticker !== '') freeShares.set(ticker, line);
      sink.skipped.push({
        line,
        kind: KINDS[type] ?? (type === '' ? 'unknown' : type.toLowerCase().replace(/_/g, ' ')),
        description: [columns.cell(row, 'Title'), ticker, columns.cell(row, 'Total Amount'), currency]
          .filter((part) => part !== '')
          .join(' '),
      });
      continue;
    }
    const sideText = columns.cell(row, 'Buy / Sell').toUpperCase();
    const side = sideText === 'BUY' ? 'buy' : sideText === 'SELL' ? 'sell' : null;
    if (!side) sink.error(line, 'VALIDATION-002', `"${sideText}" is not BUY or SELL`, 'Buy / Sell');
    if (ticker === '') sink.error(line, 'TRADE-001', 'The ticker is missing', 'Ticker');
    const time = sink.time(line, 'Timestamp', columns.cell(row, 'Timestamp'), format);
    const quantity = sink.check(line, 'Quantity', readQuantity(columns.cell(row, 'Quantity')));
    const priceColumn = 'Price per Share in Account Currency';
    const price = sink.check(line, priceColumn, readPrice(columns.cell(row, priceColumn)));
    const stamp = sink.check(
      line,
      'Stamp Duty',
      readCost(columns.cell(row, 'Stamp Duty'), '.', 'stamp duty'),
    );
    const fx = sink.check(line, 'FX Fee Amount', readCost(columns.cell(row, 'FX Fee Amount'), '.', 'FX fee'));
    if (sink.failed(line) || !side || !time || quantity === undefined || price === undefined) continue;
    const execution: ImportedExecution = {
      time,
      symbol: ticker,
      side,
      quantity: Math.abs(quantity),
      price,
      commission: 0,
      fees: roundMoney((stamp ?? 0) + (fx ?? 0)),
      assetClass: 'stock',
    };
    if (currency !== '') execution.currency = currency;
    const id = columns.cell(row, 'Order ID');
    if (id !== '') execution.brokerExecutionId = id;
    sink.add(execution);
  }
  for (const [ticker, line] of freeShares) {
    const sale = sink.executions.find((fill) => fill.symbol === ticker && fill.side === 'sell');
    if (sale)
      sink.warnings.push({
        line,
        message: `${ticker}: the free share on line ${String(line)} is a gift, not a trade, and is not imported; the file also sells ${ticker}, so add the free share by hand as a buy if that sale should close it`,
      });
  }
  return sink.output();
}

export const freetradeFormat: ImportFormat = {
  id: 'freetrade',
  label: 'Freetrade (activity export)',
  detect,
  parse,
};
